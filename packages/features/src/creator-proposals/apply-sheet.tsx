import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { Field } from '@colla/ui/components/field';
import { Textarea } from '@colla/ui/components/textarea';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate } from '@colla/ui/lib/format';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import { aboveMobileBottomBar } from '@colla/ui/patterns/app-shell';
import { hasErrors, NO_ERRORS, type FormFailure } from '../lib/form-failure';
import type { CreatorProposal } from './proposal-labels';

/** The longest note to the brand the server takes (`ApplicationInput.message`). */
export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;

export const APPLY_LABEL = msg`Apply`;
export const APPLY_HINT = msg`Brands like to read why this fits you, what you’d post and when you could visit.`;
export const CONFIRM_APPLICATION_TITLE = msg`Send application?`;
export const SEND_APPLICATION_LABEL = msg`Send application`;

/** The field of the apply form the server may name in a 422. */
export type ApplyField = 'message';

/** What a send ended in: the failure to show, or null once sent (or already applied). */
export type ApplyOutcome = FormFailure<ApplyField> | null;

export interface ApplyProps {
  proposal: CreatorProposal;
  /** The note to the brand, as typed. */
  message: string;
  onMessageChange: (message: string) => void;
  /** Sends the application (from the sheet's confirm step). */
  onApply: () => Promise<ApplyOutcome>;
  /** The application is being sent: Send shows it and ignores presses. */
  applying?: boolean;
  /** The last failed send: a message under the field (422) or an alert at the confirm step. */
  failure?: FormFailure<ApplyField> | null;
}

/** The key facts beside Apply: what the brand offers and until when the proposal runs. */
function useKeyFacts(proposal: CreatorProposal) {
  const { t } = useLingui();
  const offer = proposal.settings.compensation_type?.trim() || proposal.name;
  const endDate = proposal.end_date ? formatLongDate(proposal.end_date) : null;
  return { offer, until: endDate ? t`Until ${endDate}` : null };
}

/** What the Apply bar and the Apply card show, and what their Apply does: open the sheet. */
interface ApplyOpenerProps {
  proposal: CreatorProposal;
  onOpen: () => void;
  className?: string;
}

/**
 * The phone's Apply bar: pinned to the bottom of the screen above the portal's tab bar (and the
 * safe area) while the proposal scrolls under it, with what the brand offers and until when.
 * Place it last in the page, so at the end of the page it rests in its own place.
 */
export function ApplyBar({ proposal, onOpen, className }: ApplyOpenerProps) {
  const { t, i18n } = useLingui();
  const { offer, until } = useKeyFacts(proposal);
  return (
    <div
      data-slot="apply-bar"
      role="region"
      aria-label={t`Apply to this proposal`}
      className={cn(
        'sticky z-20 -mx-4 flex items-center gap-3 border-t border-line bg-surface px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(28_25_23/0.15)]',
        aboveMobileBottomBar,
        className,
      )}
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="line-clamp-2 text-sm font-semibold break-words text-ink">{offer}</p>
        {until && <p className="text-sm text-muted">{until}</p>}
      </div>
      <Button size="lg" className="shrink-0 px-6" onClick={onOpen}>
        {i18n._(APPLY_LABEL)}
      </Button>
    </div>
  );
}

/** Wider screens: the same facts and Apply in a card beside the proposal. */
export function ApplyCard({ proposal, onOpen, className }: ApplyOpenerProps) {
  const { t, i18n } = useLingui();
  const { offer, until } = useKeyFacts(proposal);
  return (
    <section
      data-slot="apply-card"
      aria-labelledby="apply-card-title"
      className={cn('gap-4 rounded-2xl border border-line bg-surface p-5', className)}
    >
      <h2 id="apply-card-title" className="text-lg font-semibold text-ink">
        <Trans>Apply to this proposal</Trans>
      </h2>
      <dl className="grid gap-3">
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted">{t`What you get`}</dt>
          <dd className="font-medium break-words text-ink">{offer}</dd>
        </div>
        {until && (
          <div className="grid gap-0.5">
            <dt className="text-sm text-muted">{t`Dates`}</dt>
            <dd className="font-medium text-ink">{until}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-muted">{i18n._(APPLY_HINT)}</p>
      <Button size="lg" className="w-full" onClick={onOpen}>
        {i18n._(APPLY_LABEL)}
      </Button>
    </section>
  );
}

type Step = 'write' | 'confirm';

/**
 * Applying, in two steps so no tap sends by accident: a sheet from the bottom on phones (a dialog
 * on wider screens) invites a note with a hint of what brands like to read, then asks "Send
 * application?" with a summary before anything is sent. A 422 goes back to the note with the
 * reason under it; any other failure stays at the confirm step with its message and Try again.
 */
export function ApplySheet({
  open,
  onOpenChange,
  proposal,
  message,
  onMessageChange,
  onApply,
  applying = false,
  failure = null,
}: ApplyProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<Step>('write');
  // The Apply pressed (bar or card): focus goes back to it when the sheet closes.
  const opener = useRef<HTMLElement | null>(null);
  const change = (next: boolean) => {
    if (applying) return;
    if (next) setStep('write');
    onOpenChange(next);
  };
  const send = async () => {
    if (applying) return;
    const outcome = await onApply();
    if (outcome && hasErrors(outcome.fields)) setStep('write');
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        data-slot="apply-sheet"
        data-step={step}
        size="md"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {step === 'write' ? (
          <WriteStep
            proposal={proposal}
            message={message}
            onMessageChange={onMessageChange}
            failure={failure}
            onNext={() => setStep('confirm')}
            onCancel={() => change(false)}
          />
        ) : (
          <ConfirmStep
            proposal={proposal}
            message={message}
            applying={applying}
            failure={failure}
            onBack={() => setStep('write')}
            onSend={() => void send()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function WriteStep({
  proposal,
  message,
  onMessageChange,
  failure,
  onNext,
  onCancel,
}: Pick<ApplyProps, 'proposal' | 'message' | 'onMessageChange' | 'failure'> & {
  onNext: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const counterId = useId();
  const typed = message.length;
  const maxLength = APPLICATION_MESSAGE_MAX_LENGTH;
  // Back from a 422: focus lands on the note and its reason.
  useFocusOnFailure(form, failure?.fields ?? NO_ERRORS, null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          <Trans>Apply to this proposal</Trans>
        </DialogTitle>
        <DialogDescription>
          {proposal.name} · {proposal.brand.name}
        </DialogDescription>
      </DialogHeader>
      <Field
        label={t`Message to the brand (optional)`}
        hint={i18n._(APPLY_HINT)}
        error={failure?.fields.message}
      >
        {(control) => (
          <div className="grid gap-1">
            <Textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              name="message"
              rows={6}
              maxLength={maxLength}
              value={message}
              onChange={(event) => onMessageChange(event.target.value)}
            />
            <p id={counterId} className="text-end text-sm text-muted">
              {t`${typed} / ${maxLength} characters`}
            </p>
          </div>
        )}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="lg">
          <Trans>Review application</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

function ConfirmStep({
  proposal,
  message,
  applying,
  failure,
  onBack,
  onSend,
}: Pick<ApplyProps, 'proposal' | 'message' | 'applying' | 'failure'> & {
  onBack: () => void;
  onSend: () => void;
}) {
  const { t, i18n } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { offer } = useKeyFacts(proposal);
  const note = message.trim();
  const failed = failure?.message ?? null;
  useEffect(() => {
    // The step changed under the pressed button: say where we are now.
    title.current?.focus();
  }, []);
  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failure, failed]);
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="rounded-sm focus-visible:focus-ring">
          {i18n._(CONFIRM_APPLICATION_TITLE)}
        </DialogTitle>
        <DialogDescription>
          <Trans>
            The brand sees your profile and your message. Once sent, an application can’t be
            changed.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      {failed && (
        <Alert ref={alert} variant="danger" tabIndex={-1}>
          {failed}
        </Alert>
      )}
      <dl data-slot="application-summary" className="grid gap-3 rounded-xl bg-stone-50 p-4">
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted">{t`Proposal`}</dt>
          <dd className="font-medium break-words text-ink">
            {proposal.name} · {proposal.brand.name}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted">{t`What you get`}</dt>
          <dd className="font-medium break-words text-ink">{offer}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted">{t`Your message`}</dt>
          <dd className="max-h-40 overflow-y-auto text-sm break-words whitespace-pre-line text-ink">
            {note || (
              <span className="text-muted">{t`No message: the brand sees your profile.`}</span>
            )}
          </dd>
        </div>
      </dl>
      <DialogFooter>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={applying}>
          <Trans>Edit message</Trans>
        </Button>
        <Button type="button" size="lg" loading={applying} onClick={onSend}>
          {failed ? t`Try Again` : i18n._(SEND_APPLICATION_LABEL)}
        </Button>
      </DialogFooter>
    </div>
  );
}
