import {
  getAdminProposalOptions,
  isApiError,
  useDeleteAdminProposalMutation,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_PROPOSAL_DELETE_ERROR,
  ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE,
  AdminProposalView,
  type AdminProposalLinks,
  type AdminProposalState,
} from './admin-proposal-view';

export type AdminProposalScreenProps = AdminProposalLinks & {
  /** The proposal's id (from the route `proposals/{id}`). */
  id: number;
  /** Called once the proposal is deleted; the app goes back to the list. */
  onDeleted: () => void;
};

/** The server's own words for a refusal, else the screen's fallback (a server error). */
function messageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 && error.body?.message) || fallback;
}

/**
 * Reads the proposal (getAdminProposal) into `AdminProposalView`; Delete removes it
 * (deleteAdminProposal, whose declared invalidation refreshes the lists) and calls `onDeleted()`.
 */
export function AdminProposalScreen({ id, onDeleted, ...links }: AdminProposalScreenProps) {
  const result = useQuery({ ...getAdminProposalOptions({ id }), retry: false });
  const remove = useDeleteAdminProposalMutation();

  let state: AdminProposalState;
  if (result.isSuccess) state = { status: 'success', proposal: result.data };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 404)) state = { status: 'not-found' };
  else if (isApiError(result.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: messageOr(result.error, ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id });
    } catch (error) {
      throw new Error(messageOr(error, ADMIN_PROPOSAL_DELETE_ERROR));
    }
    onDeleted();
  };

  return <AdminProposalView state={state} onDelete={onDelete} {...links} />;
}
