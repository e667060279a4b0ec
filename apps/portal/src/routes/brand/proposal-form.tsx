import { proposalFormRoute } from '../proposal-form';
import { BRAND, brandProposalHref } from './paths';

/** `proposals/create` and `proposals/{id}/edit`: the shared form, then the proposal's page. */
export const Component = proposalFormRoute('brand', brandProposalHref, `${BRAND}/proposals`);
