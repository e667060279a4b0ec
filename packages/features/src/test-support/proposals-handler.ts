/**
 * `GET /api/creator/proposals` for stories, answered like the server: the filters (category,
 * brand, platform, content type; `any` and `both` are open to every choice), the search, the
 * sort by name and the pages. For stories only.
 */
import { operationRoutes } from '@colla/api-client';
import { http } from '@colla/mocks';
import type { CreatorProposal } from '../creator-proposals/proposal-labels';

const openTo = (asked: string, wanted: string | null) =>
  !wanted || asked === wanted || asked === 'any' || asked === 'both';

/** Answers with the `items` the request asks for; `onRequest` sees each request's query. */
export function creatorProposalsHandler(
  items: readonly CreatorProposal[],
  onRequest: (params: URLSearchParams) => void,
) {
  return http.get(operationRoutes.listCreatorProposals.path, ({ request, response }) => {
    const params = new URL(request.url).searchParams;
    onRequest(params);
    const category = params.get('category_id');
    const brand = params.get('brand_id');
    const search = params.get('search')?.toLowerCase();
    const page = Number(params.get('page') ?? '1');
    const perPage = Number(params.get('per_page') ?? '20');
    const matching = items.filter(
      (item) =>
        (!category || item.categories.some((c) => String(c.id) === category)) &&
        (!brand || String(item.brand.id) === brand) &&
        openTo(item.settings.platform, params.get('platform')) &&
        openTo(item.settings.content_type, params.get('content_type')) &&
        (!search || item.name.toLowerCase().includes(search)),
    );
    if (params.get('sort') === 'name') matching.sort((a, b) => a.name.localeCompare(b.name));
    return response(200).json({
      data: matching.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        per_page: perPage,
        total: matching.length,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
      },
    });
  });
}
