import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonVariants } from '@colla/ui/components/button';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@colla/ui/components/dialog';
import { Field } from '@colla/ui/components/field';
import { Select, type SelectOption } from '@colla/ui/components/select';
import { Spinner } from '@colla/ui/components/spinner';
import { Textarea } from '@colla/ui/components/textarea';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';

type CreatorCard = components['schemas']['CreatorCard'];

/** The longest message an invited creator gets (`ProposalInviteInput.message`). */
export const INVITE_MESSAGE_MAX_LENGTH = 1000;

export const INVITE_LABEL = msg`Invite to apply`;
export const NO_ACTIVE_PROPOSALS_TITLE = msg`You have no active proposals`;
export const CHOOSE_PROPOSAL_ERROR = msg`Choose a proposal to invite them to.`;

/** One of the brand's active proposals the creator may be invited to. */
export interface InviteProposalOption {
  id: number;
  name: string;
}

export interface InviteDialogProps {
  creator: CreatorCard;
  /** The brand's active proposals; undefined while they load. */
  proposals: readonly InviteProposalOption[] | undefined;
  /** Where "Create a proposal" goes when there is none active. */
  newProposalHref: string;
  /** Invites them; rejects with an `Error` whose message the dialog shows (a 409 or 422). */
  onInvite: (proposalId: number, message: string) => Promise<unknown>;
  /** The button that opens it. */
  trigger: ReactNode;
}

/**
 * "Invite to apply": one of the brand's active proposals (those the creator was already invited
 * to or applied to are there but disabled, saying so) and an optional message. A refusal is shown
 * inside the dialog, which keeps what was typed. Without an active proposal it says so and links
 * to create one.
 */
export function InviteDialog({
  creator,
  proposals,
  newProposalHref,
  onInvite,
  trigger,
}: InviteDialogProps) {
  const { i18n, t } = useLingui();
  const name = creator.name;
  const reasonOf = (id: number) =>
    creator.applied_proposal_ids.includes(id)
      ? t`already applied`
      : creator.invited_proposal_ids.includes(id)
        ? t`already invited`
        : null;
  const options: SelectOption[] = (proposals ?? []).map((proposal) => {
    const reason = reasonOf(proposal.id);
    const proposalName = proposal.name;
    return reason
      ? { value: String(proposal.id), label: t`${proposalName} (${reason})`, disabled: true }
      : { value: String(proposal.id), label: proposal.name };
  });
  const firstOpen = options.find((option) => !option.disabled)?.value ?? '';
  const [chosen, setChosen] = useState<string>('');
  const [message, setMessage] = useState('');
  // One open state for both forms of the dialog: opened while the proposals load, it stays open
  // when they arrive and there is none active (it then says so).
  const [open, setOpen] = useState(false);
  const value =
    chosen && options.some((o) => o.value === chosen && !o.disabled) ? chosen : firstOpen;

  if (proposals !== undefined && proposals.length === 0) {
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent size="sm" data-slot="invite-dialog">
          <DialogHeader>
            <DialogTitle>{i18n._(NO_ACTIVE_PROPOSALS_TITLE)}</DialogTitle>
            <DialogDescription>
              <Trans>
                Creators are invited to apply to an active proposal. Publish one, then invite {name}
                .
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">
                <Trans>Close</Trans>
              </Button>
            </DialogClose>
            {renderLinkOrAnchor(
              { href: newProposalHref, label: t`Create a proposal` },
              buttonVariants(),
              <>
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Create a proposal</Trans>
              </>,
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      size="md"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t`Invite ${name} to apply`}
      message={
        <Trans>
          {name} gets a notification and sees your invitation on the proposal, with your message if
          you write one.
        </Trans>
      }
      confirmLabel={t`Send invitation`}
      onConfirm={async () => {
        if (!value) throw new Error(i18n._(CHOOSE_PROPOSAL_ERROR));
        await onInvite(Number(value), message);
        setMessage('');
        setChosen('');
      }}
    >
      <div className="grid gap-1">
        {proposals === undefined ? (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner size="md" />
            <Trans>Loading your proposals…</Trans>
          </p>
        ) : (
          <Field label={t`Proposal`}>
            <Select value={value} onValueChange={setChosen} options={options} />
          </Field>
        )}
        <Field label={t`Message (optional)`} hint={t`For example, what you liked in their work.`}>
          <Textarea
            value={message}
            maxLength={INVITE_MESSAGE_MAX_LENGTH}
            rows={4}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
