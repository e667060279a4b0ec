import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog';

/** Said when `onConfirm` fails with something that is not an `Error` carrying a message. */
/** Said when the action failed without saying why; `i18n._()` it where shown. */
export const CONFIRM_FALLBACK_ERROR = msg`Something went wrong. Please try again.`;

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, e.g. "Are you sure you want to delete this proposal? This action cannot be undone." */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called by the confirm button. When it returns a promise, the button shows a spinner and the
   * dialog stays open until it settles: it closes when the promise resolves, and shows the
   * error's message inside the dialog when it rejects.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** The element that opens the dialog (rendered as the trigger with `asChild`). */
  trigger?: ReactNode;
  /** Open state, when the parent owns it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The confirm button is red, for deleting and other actions with no undo. */
  destructive?: boolean;
  /** What the action may take besides the question, under it: e.g. an optional message field. */
  children?: ReactNode;
  /** Where focus goes as it closes (`preventDefault()` it); the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The dialog's width (`sm` unless it holds a field). */
  size?: 'sm' | 'md';
  className?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n._(CONFIRM_FALLBACK_ERROR);
}

/**
 * Asks before an action, as an `alertdialog`: focus starts on the cancel button, Escape and the
 * cancel button close it, and focus returns to the trigger.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  onCloseAutoFocus,
  size = 'sm',
  className,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = openProp ?? ownOpen;

  const setOpen = (next: boolean) => {
    setError(null);
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    // While the action runs, Escape and outside presses do not close the dialog.
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch (reason) {
      setPending(false);
      setError(messageOf(reason));
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        role="alertdialog"
        size={size}
        showCloseButton={false}
        data-slot="confirm-dialog"
        data-destructive={destructive || undefined}
        className={className}
        aria-busy={pending || undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        // Like an alert dialog: a stray press outside does not dismiss the question.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-ink">{message}</DialogDescription>
        </DialogHeader>
        {children}
        {/* Space kept for the error, so the buttons do not jump when it appears. */}
        <div className="min-h-5 text-sm font-medium text-danger-700" role="alert">
          {error}
        </div>
        <DialogFooter>
          <Button
            ref={cancelRef}
            variant="ghost"
            disabled={pending}
            onClick={() => handleOpenChange(false)}
          >
            {cancelLabel ?? t`Cancel`}
          </Button>
          {/*
            While the action runs the button is aria-disabled rather than disabled, so it keeps
            focus: after a failure, Enter tries again.
          */}
          <Button
            variant={destructive ? 'danger' : 'primary'}
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
            <span className={cn(pending && 'opacity-0')}>{confirmLabel ?? t`Confirm`}</span>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
