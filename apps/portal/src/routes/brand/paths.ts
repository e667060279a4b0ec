/** Where the brand area's screens are. */
export const BRAND = '/app/brand';
export const brandProposalHref = (id: number) => `${BRAND}/proposals/${id}`;
export const brandDealHref = (id: number) => `${BRAND}/deals/${id}`;
export const brandEditProposalHref = (id: number) => `${BRAND}/proposals/${id}/edit`;
export const NEW_PROPOSAL = `${BRAND}/proposals/create`;
export const BRAND_CREATORS = `${BRAND}/creators`;
export const brandCreatorHref = (username: string) =>
  `${BRAND_CREATORS}/${encodeURIComponent(username)}`;
export const BRAND_PROFILE = `${BRAND}/profile`;
