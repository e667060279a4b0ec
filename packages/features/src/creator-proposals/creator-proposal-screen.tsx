import {
  getCreatorProposalOptions,
  getMyCreatorProfileOptions,
  isApiError,
  useApplyToProposalMutation,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage, toFormFailure, type FormFailure } from '../lib/form-failure';
import { madridToday } from '@colla/ui/lib/format';
import { matchProfile } from './profile-match';
import type { ApplyField, ApplyOutcome } from './apply-sheet';
import {
  CreatorProposalView,
  type CreatorProposalLinks,
  type CreatorProposalState,
  type ProfileMatchState,
} from './creator-proposal-view';
import type { CreatorApplication } from './proposal-labels';

export type CreatorProposalScreenProps = CreatorProposalLinks & {
  /** The proposal from the route (`/app/creator/proposals/{id}`). */
  proposalId: number;
  /** Today in Barcelona (`YYYY-MM-DD`), for the age check; stories pass a fixed day. */
  today?: string;
};

const APPLY_FIELDS: readonly ApplyField[] = ['message'];

/**
 * A proposal for a creator: reads `getCreatorProposal` (with the creator's own application) and
 * `getMyCreatorProfile` (for the requirements checklist), and applies with `applyToProposal`
 * (which refreshes the lists' "You applied" badges) from the Apply sheet's confirm step. Once
 * applied (now, before, or a 409), the application's status replaces Apply, so nobody applies
 * twice.
 */
export function CreatorProposalScreen({ proposalId, today, ...links }: CreatorProposalScreenProps) {
  const proposal = useQuery(getCreatorProposalOptions({ id: proposalId }));
  const profile = useQuery({ ...getMyCreatorProfileOptions(), retry: false });
  const apply = useApplyToProposalMutation();

  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<CreatorApplication | null>(null);
  const [alreadyApplied, setAlreadyApplied] = useState(false);
  const [failure, setFailure] = useState<FormFailure<ApplyField> | null>(null);

  const onApply = async (): Promise<ApplyOutcome> => {
    if (apply.isPending) return null;
    setFailure(null);
    const text = message.trim();
    try {
      const application = await apply.mutateAsync({
        id: proposalId,
        body: text ? { message: text } : {},
      });
      setSent(application);
      return null;
    } catch (error) {
      if (isApiError(error, 409)) {
        setAlreadyApplied(true);
        void proposal.refetch();
        return null;
      }
      const next = toFormFailure(error, APPLY_FIELDS);
      setFailure(next);
      return next;
    }
  };

  let state: CreatorProposalState;
  if (proposal.data) state = { status: 'success', proposal: proposal.data };
  else if (proposal.isPending) state = { status: 'loading' };
  else if (isApiError(proposal.error, 404)) state = { status: 'not-found' };
  else if (isApiError(proposal.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(proposal.error),
      onRetry: () => void proposal.refetch(),
      retrying: proposal.isFetching,
    };

  let profileMatch: ProfileMatchState;
  if (profile.data && proposal.data)
    profileMatch = {
      status: 'success',
      lines: matchProfile(proposal.data.settings, profile.data, today ?? madridToday()),
    };
  else if (profile.isPending) profileMatch = { status: 'loading' };
  else profileMatch = { status: 'unavailable' };

  return (
    <CreatorProposalView
      state={state}
      profileMatch={profileMatch}
      taskTemplates={proposal.data?.task_templates ?? null}
      invite={proposal.data?.invite ?? null}
      application={sent ?? proposal.data?.my_application ?? null}
      justApplied={sent !== null}
      alreadyApplied={alreadyApplied}
      message={message}
      onMessageChange={setMessage}
      onApply={onApply}
      applying={apply.isPending}
      failure={failure}
      {...links}
    />
  );
}
