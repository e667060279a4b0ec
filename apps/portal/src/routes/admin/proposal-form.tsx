import { proposalFormRoute } from '../proposal-form';
import { ADMIN, adminProposalHref } from './paths';

/** `proposals/create` and `proposals/{id}/edit`: the shared form, any brand. */
export const Component = proposalFormRoute('admin', adminProposalHref, `${ADMIN}/proposals`);
