import { isApiError, useApi } from '@colla/api-client';
import { failureMessage } from '../../lib/form-failure';
import { CreatorCategoryView, type CreatorCategoryState } from './category-view';
import { CreatorProposals } from './creator-proposals';
import type { CreatorProposalsLinks, CreatorProposalsQuery } from './creator-proposals-list-view';

export type CategoryScreenProps = CreatorProposalsLinks & {
  /** The category from the route (`/app/creator/categories/{id}`). */
  categoryId: number;
  /** What the list shows, kept by the app (e.g. in the URL); its category is ignored. */
  query: CreatorProposalsQuery;
  /** Told of every change of a filter, the sort, the search or the page. */
  onQueryChange: (next: CreatorProposalsQuery) => void;
  /** Every proposal (`/app/creator/proposals`): the back link and the way out of a missing category. */
  proposalsHref: string;
  /** Gives every page a URL, so pages are real links. */
  pageHref?: (page: number) => string;
};

/**
 * A category's page for creators: reads `GET /api/categories/{id}` for the header (name and
 * description), then lists the category's active proposals with `CreatorProposals`, the
 * category fixed. An unknown category shows "Category not found".
 */
export function CategoryScreen({
  categoryId,
  query,
  onQueryChange,
  proposalsHref,
  pageHref,
  ...links
}: CategoryScreenProps) {
  const api = useApi();
  const result = api.useQuery('get', '/api/categories/{id}', {
    params: { path: { id: categoryId } },
  });

  let state: CreatorCategoryState;
  if (result.isSuccess) state = { status: 'success', category: result.data };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 404)) state = { status: 'not-found' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <CreatorCategoryView
      state={state}
      proposalsHref={proposalsHref}
      renderLink={links.renderLink}
      list={
        <CreatorProposals
          query={query}
          onQueryChange={onQueryChange}
          pageHref={pageHref}
          fixedCategoryId={categoryId}
          header={null}
          {...links}
        />
      }
    />
  );
}
