/** Where the admin area's screens are. */
export const ADMIN = '/app/admin';
export const adminDealHref = (id: number) => `${ADMIN}/deals/${id}`;
export const adminProposalHref = (id: number) => `${ADMIN}/proposals/${id}`;
export const adminUserHref = (id: number) => `${ADMIN}/users/${id}`;
