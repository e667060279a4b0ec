import {
  CREATOR_PROPOSALS_SORTS,
  EMPTY_CREATOR_PROPOSALS_QUERY,
  type CreatorProposalsQuery,
} from '@colla/ui';

const PLATFORMS = ['instagram', 'tiktok'] as const;
const CONTENT_TYPES = ['video', 'pictures'] as const;

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The creator's proposal list query, read from the URL; anything unknown is left out. */
export function proposalsQueryFrom(params: URLSearchParams): CreatorProposalsQuery {
  const query: CreatorProposalsQuery = {
    search: params.get('search') ?? '',
    sort: oneOf(CREATOR_PROPOSALS_SORTS, params.get('sort')) ?? EMPTY_CREATOR_PROPOSALS_QUERY.sort,
    page: positive(params.get('page')) ?? 1,
  };
  const category = positive(params.get('category_id'));
  const brand = positive(params.get('brand_id'));
  const platform = oneOf(PLATFORMS, params.get('platform'));
  const contentType = oneOf(CONTENT_TYPES, params.get('content_type'));
  if (category) query.category_id = category;
  if (brand) query.brand_id = brand;
  if (platform) query.platform = platform;
  if (contentType) query.content_type = contentType;
  return query;
}

/** The query as URL parameters, leaving out defaults so shared links stay short. */
export function proposalsSearchOf(query: CreatorProposalsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category_id) params.set('category_id', String(query.category_id));
  if (query.platform) params.set('platform', query.platform);
  if (query.content_type) params.set('content_type', query.content_type);
  if (query.brand_id) params.set('brand_id', String(query.brand_id));
  if (query.search) params.set('search', query.search);
  if (query.sort !== EMPTY_CREATOR_PROPOSALS_QUERY.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
