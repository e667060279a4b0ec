import { cva, type VariantProps } from 'class-variance-authority';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { scaleEntrance } from '../overlay';

/**
 * Shares the open delay across tooltips: once one is open, moving to the next shows it at once.
 * Optional: every `Tooltip` brings its own.
 */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/**
 * A short hint for a control. It shows on hover and on keyboard focus, hides on Escape, on
 * leaving and on blur, and describes its trigger (`aria-describedby`). Never put the only copy
 * of something important in a tooltip: touch screens do not show it.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export const tooltipContentVariants = cva(
  [
    'z-50 max-w-64 rounded-md px-3 py-1.5 text-xs font-medium text-balance',
    'origin-(--radix-tooltip-content-transform-origin)',
    scaleEntrance,
  ],
  {
    variants: {
      variant: {
        dark: 'bg-ink text-white',
        light: 'border border-line bg-surface text-ink shadow-md',
      },
    },
    defaultVariants: { variant: 'dark' },
  },
);

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content> &
  VariantProps<typeof tooltipContentVariants>;

export function TooltipContent({
  className,
  variant,
  sideOffset = 6,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        data-variant={variant ?? 'dark'}
        sideOffset={sideOffset}
        className={cn(tooltipContentVariants({ variant }), className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow
          className={cn('h-1.5 w-3', variant === 'light' ? 'fill-surface' : 'fill-ink')}
        />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
