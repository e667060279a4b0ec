import { isApiError, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
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

/** The server's message, else the spec's fallback (spec §8: "the message or …"). */
function messageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 && error.body?.message) || fallback;
}

/**
 * Reads `GET /api/admin/proposals/{id}` and shows it with `AdminProposalView`; Delete calls
 * `DELETE /api/admin/proposals/{id}` and then `onDeleted()`.
 */
export function AdminProposalScreen({ id, onDeleted, ...links }: AdminProposalScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const result = api.useQuery(
    'get',
    '/api/admin/proposals/{id}',
    { params: { path: { id } } },
    { retry: false },
  );
  const remove = api.useMutation('delete', '/api/admin/proposals/{id}');

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
      await remove.mutateAsync({ params: { path: { id } } });
    } catch (error) {
      throw new Error(messageOr(error, ADMIN_PROPOSAL_DELETE_ERROR));
    }
    // The lists are stale now (not this proposal's own query: it would refetch into a 404).
    await queryClient.invalidateQueries({ queryKey: ['get', '/api/admin/proposals'] });
    onDeleted();
  };

  return <AdminProposalView state={state} onDelete={onDelete} {...links} />;
}
