/** Where the creator area's screens are. */
export const CREATOR = '/app/creator';
export const creatorDealHref = (id: number) => `${CREATOR}/deals/${id}`;
export const creatorProposalHref = (id: number) => `${CREATOR}/proposals/${id}`;
export const categoryHref = (id: number) => `${CREATOR}/categories/${id}`;
export const PROPOSALS = `${CREATOR}/proposals`;
export const creatorBrandHref = (slug: string) => `${CREATOR}/brands/${encodeURIComponent(slug)}`;
