import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Field } from '@colla/ui/components/field';
import { Textarea } from '@colla/ui/components/textarea';

/** The longest message declined creators get (`DeclineApplicationsInput.message`). */
export const DECLINE_MESSAGE_MAX_LENGTH = 1000;

export interface DeclineSelectedDialogProps {
  /** How many applications will be declined. */
  count: number;
  /** The "Decline selected" button that opens it (focus goes back to it on closing). */
  trigger: ReactNode;
  /** The message, as typed: kept by the caller, so a failed decline keeps it. */
  message: string;
  onMessageChange: (message: string) => void;
  /** Where focus goes as it closes (the trigger, unless the caller moves it elsewhere). */
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
  trigger,
  message,
  onMessageChange,
  onCloseAutoFocus,
  onConfirm,
}: DeclineSelectedDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      size="md"
      destructive
      trigger={trigger}
      title={t`${plural(count, { one: 'Decline # application?', other: 'Decline # applications?' })}`}
      message={
        <Trans>
          Each creator is told their application was not accepted, with your message if you write
          one. This cannot be undone.
        </Trans>
      }
      confirmLabel={t`${plural(count, { one: 'Decline # application', other: 'Decline # applications' })}`}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
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
    </ConfirmDialog>
  );
}
