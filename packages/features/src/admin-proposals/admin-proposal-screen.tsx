import {
  getAdminProposalOptions,
  isApiError,
  useDeleteAdminProposalMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AdminProposalPublishing } from '../brand-proposal/proposal-publishing';
import { toViewState } from '../lib/query-state';
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
  /** Writes the proposal's link to the clipboard (stories pass their own). */
  copyText?: ((text: string) => Promise<void>) | undefined;
};

/** The server's own words for a refusal, else the screen's fallback (a server error). */
function messageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 && error.body?.message) || fallback;
}

/**
 * Reads the proposal (getAdminProposal) into `AdminProposalView`; Delete removes it
 * (deleteAdminProposal, whose declared invalidation refreshes the lists) and calls `onDeleted()`.
 */
export function AdminProposalScreen({
  id,
  onDeleted,
  copyText,
  ...links
}: AdminProposalScreenProps) {
  const { i18n } = useLingui();
  const result = useQuery({ ...getAdminProposalOptions({ id }), retry: false });
  const remove = useDeleteAdminProposalMutation();

  const read = toViewState(result, { notFound: true });
  // A failed read says the server's own words for a refusal, else the screen's fallback.
  const state: AdminProposalState =
    read.status === 'error'
      ? { ...read, message: messageOr(result.error, i18n._(ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE)) }
      : read;

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id });
    } catch (error) {
      throw new Error(messageOr(error, i18n._(ADMIN_PROPOSAL_DELETE_ERROR)));
    }
    onDeleted();
  };

  return (
    <AdminProposalView
      state={state}
      onDelete={onDelete}
      publishing={
        result.data ? <AdminProposalPublishing proposal={result.data} copyText={copyText} /> : null
      }
      {...links}
    />
  );
}
