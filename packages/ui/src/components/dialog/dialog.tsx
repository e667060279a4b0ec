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
    'fixed z-50 flex flex-col border border-line bg-surface text-ink shadow-xl',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      side: {
        center: [
          'inset-x-0 bottom-0 max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto rounded-t-2xl p-5 pb-[calc(--spacing(5)+env(safe-area-inset-bottom))]',
          // Phones: a sheet from the bottom. From `sm`: centred.
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          // Entrance only: it moves, it never fades, so its text keeps full contrast from the first frame.
          'motion-safe:transition-[translate] motion-safe:starting:translate-y-4 sm:motion-safe:starting:-translate-y-[calc(50%-1rem)]',
        ],
        // A side sheet: the whole screen on phones, a panel along the right edge from `sm`.
        // It does not scroll itself: its DialogBody does, so the header and the close button stay.
        right: [
          'inset-0 h-dvh overflow-hidden border-0',
          'sm:inset-y-0 sm:right-0 sm:left-auto sm:w-full sm:rounded-l-2xl sm:border-s',
          'motion-safe:transition-[translate] motion-safe:starting:translate-x-8',
        ],
      },
      size: {
        sm: '',
        md: '',
        lg: '',
      },
    },
    compoundVariants: [
      { side: 'center', size: 'sm', className: 'sm:max-w-sm' },
      { side: 'center', size: 'md', className: 'sm:max-w-lg' },
      { side: 'center', size: 'lg', className: 'sm:max-w-2xl' },
      { side: 'right', size: 'sm', className: 'sm:max-w-md' },
      { side: 'right', size: 'md', className: 'sm:max-w-xl' },
      { side: 'right', size: 'lg', className: 'sm:max-w-3xl' },
    ],
    defaultVariants: { side: 'center', size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * `center` (the default): a sheet from the bottom on phones, centred from `sm`. `right`: a
     * side sheet, full screen on phones; compose it of DialogHeader, DialogBody and DialogFooter.
     */
    side?: 'center' | 'right' | null;
    /** Shows the "Close" button in the corner. */
    showCloseButton?: boolean;
  };

export function DialogContent({
  className,
  side,
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
        data-side={side ?? 'center'}
        className={cn(dialogContentVariants({ side, size }), className)}
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
export const DialogHeader = slot(
  'dialog-header',
  'div',
  'grid gap-2 pr-10 text-left in-data-[side=right]:border-b in-data-[side=right]:border-line in-data-[side=right]:px-5 in-data-[side=right]:py-4 in-data-[side=right]:pr-16 sm:in-data-[side=right]:px-6',
);

/** A side sheet's scrolling part, under its header (a centred dialog scrolls as a whole). */
export const DialogBody = slot(
  'dialog-body',
  'div',
  'grid min-h-0 flex-1 content-start gap-6 overflow-y-auto overscroll-contain p-5 sm:p-6',
);

export const DialogFooter = slot(
  'dialog-footer',
  'div',
  'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end in-data-[side=right]:border-t in-data-[side=right]:border-line in-data-[side=right]:px-5 in-data-[side=right]:py-4 sm:in-data-[side=right]:px-6',
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
