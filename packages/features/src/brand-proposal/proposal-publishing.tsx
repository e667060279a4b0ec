import { useUpdateAdminProposalMutation, useUpdateBrandProposalMutation } from '@colla/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { failureMessage } from '../lib/form-failure';
import { PublicProposalLinks } from '../lib/public-proposal-link';
import {
  proposalFormValuesOf,
  toProposalPayload,
  type Proposal,
} from '../proposal-form/proposal-form-values';

export interface ProposalPublishingViewProps {
  proposal: Pick<Proposal, 'name' | 'slug' | 'status'>;
  /** Sets the proposal inactive; a rejection's message shows in the dialog. */
  onUnpublish: () => Promise<unknown>;
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/**
 * A published proposal's public page, its link to share, and Unpublish (asked first: creators
 * no longer see it, pending applications stay). Nothing for a draft or an unpublished one: the
 * form's Publish is where they go live.
 */
export function ProposalPublishingView({
  proposal,
  onUnpublish,
  copyText,
}: ProposalPublishingViewProps) {
  const { t } = useLingui();
  if (proposal.status !== 'active') return null;
  return (
    <div className="flex flex-wrap items-start gap-2" data-slot="proposal-publishing">
      <PublicProposalLinks slug={proposal.slug} copyText={copyText} />
      <ConfirmDialog
        title={t`Unpublish this proposal?`}
        message={t`Creators will no longer see it on Colla or be able to apply. Pending applications stay, and you can still answer them. You can publish it again at any time.`}
        confirmLabel={t`Unpublish`}
        onConfirm={onUnpublish}
        trigger={
          <Button type="button" variant="ghost">
            <EyeOff aria-hidden="true" className="size-4" />
            <Trans>Unpublish</Trans>
          </Button>
        }
      />
    </div>
  );
}

/** Saves `proposal` as `inactive` with `update`; a refusal becomes the dialog's message. */
async function unpublishWith(
  update: (variables: {
    id: number;
    body: ReturnType<typeof toProposalPayload>;
  }) => Promise<unknown>,
  proposal: Proposal,
) {
  try {
    await update({
      id: proposal.id,
      body: toProposalPayload({ ...proposalFormValuesOf(proposal), status: 'inactive' }),
    });
  } catch (error) {
    throw new Error(failureMessage(error));
  }
}

interface ProposalPublishingProps {
  proposal: Proposal;
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/** `ProposalPublishingView` for a brand's proposal: Unpublish saves it as `inactive`. */
export function ProposalPublishing({ proposal, copyText }: ProposalPublishingProps) {
  const update = useUpdateBrandProposalMutation();
  return (
    <ProposalPublishingView
      proposal={proposal}
      copyText={copyText}
      onUnpublish={() => unpublishWith(update.mutateAsync, proposal)}
    />
  );
}

/** The same on an admin's proposal page: an admin takes any brand's proposal down. */
export function AdminProposalPublishing({ proposal, copyText }: ProposalPublishingProps) {
  const update = useUpdateAdminProposalMutation();
  return (
    <ProposalPublishingView
      proposal={proposal}
      copyText={copyText}
      onUnpublish={() => unpublishWith(update.mutateAsync, proposal)}
    />
  );
}
