import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@colla/ui/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { Field } from '@colla/ui/components/field';
import { Spinner } from '@colla/ui/components/spinner';
import { Textarea } from '@colla/ui/components/textarea';
import { cn } from '@colla/ui/lib/cn';

/** The longest message declined creators get (`DeclineApplicationsInput.message`). */
export const DECLINE_MESSAGE_MAX_LENGTH = 1000;

export interface DeclineSelectedDialogProps {
  /** How many applications will be declined. */
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message, as typed: kept by the caller, so a failed decline keeps it. */
  message: string;
  onMessageChange: (message: string) => void;
  /** Puts focus back where the dialog was opened from as it closes. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Declines them; the dialog stays open while it runs, closes when it resolves and shows the
   * failure's message when it rejects.
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * "Decline selected": asks before declining several applications at once, with one optional
 * message every declined creator receives.
 */
export function DeclineSelectedDialog({
  count,
  open,
  onOpenChange,
  message,
  onMessageChange,
  onCloseAutoFocus,
  onConfirm,
}: DeclineSelectedDialogProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (pending) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (reason) {
      setPending(false);
      setError(
        reason instanceof Error && reason.message
          ? reason.message
          : t`The applications could not be declined. Please try again.`,
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent size="md" aria-busy={pending || undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {t`${plural(count, { one: 'Decline # application?', other: 'Decline # applications?' })}`}
          </DialogTitle>
          <DialogDescription className="text-ink">
            <Trans>
              Each creator is told their application was not accepted, with your message if you
              write one. This cannot be undone.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Field
          label={t`Message to the creators (optional)`}
          hint={t`For example, why you chose others this time.`}
        >
          <Textarea
            value={message}
            maxLength={DECLINE_MESSAGE_MAX_LENGTH}
            rows={4}
            onChange={(event) => onMessageChange(event.target.value)}
          />
        </Field>
        <div className="min-h-5 text-sm font-medium text-danger-700" role="alert">
          {error}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            data-loading={pending || undefined}
            onClick={() => {
              if (!pending) void confirm();
            }}
          >
            {pending && (
              <Spinner className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2" />
            )}
            <span className={cn(pending && 'opacity-0')}>
              {t`${plural(count, { one: 'Decline # application', other: 'Decline # applications' })}`}
            </span>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
