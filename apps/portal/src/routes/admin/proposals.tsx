import { AdminProposalsList } from '@colla/features/admin-proposals';
import { ADMIN, adminProposalHref } from './paths';

/** `proposals`: the list reads its status, brand, search and page from the URL itself. */
export function Component() {
  return (
    <AdminProposalsList proposalHref={adminProposalHref} createHref={`${ADMIN}/proposals/create`} />
  );
}
