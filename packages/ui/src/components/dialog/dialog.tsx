import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { closeButtonLook } from '../overlay';
import { slot } from '../slot';

/** A modal dialog: focus moves in and is trapped, Escape closes it, focus returns to the trigger. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const DialogOverlay = slot(
  'dialog-overlay',
  DialogPrimitive.Overlay,
  'fixed inset-0 z-50 bg-ink/50 motion-safe:transition-opacity motion-safe:starting:opacity-0',
);

export const dialogContentVariants = cva(
  [
    'fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-2rem)] flex-col gap-4 overflow-y-auto',
    'rounded-t-2xl border border-line bg-surface p-5 text-ink shadow-xl',
    // Phones: a sheet from the bottom. From `sm`: centred.
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    // Entrance only: it moves, it never fades, so its text keeps full contrast from the first frame.
    'motion-safe:transition-[translate] motion-safe:starting:translate-y-4 sm:motion-safe:starting:-translate-y-[calc(50%-1rem)]',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the "Close" button in the corner. */
    showCloseButton?: boolean;
  };

export function DialogContent({
  className,
  size,
  showCloseButton = true,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={t`Close`}
            className={cn(closeButtonLook, 'absolute top-3 right-3 sm:size-9')}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

// Room on the right (pr-10) for the close button.
export const DialogHeader = slot('dialog-header', 'div', 'grid gap-2 pr-10 text-left');

export const DialogFooter = slot(
  'dialog-footer',
  'div',
  'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
);

export const DialogTitle = slot(
  'dialog-title',
  DialogPrimitive.Title,
  'text-lg leading-snug font-semibold text-ink',
);

export const DialogDescription = slot(
  'dialog-description',
  DialogPrimitive.Description,
  'text-sm text-muted',
);
