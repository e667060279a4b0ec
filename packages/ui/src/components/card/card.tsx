import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { slot } from '../slot';

export const cardVariants = cva('flex flex-col gap-4 rounded-xl py-5 text-ink sm:gap-5 sm:py-6', {
  variants: {
    variant: {
      elevated: 'border border-line bg-surface shadow-sm',
      outline: 'border border-line bg-surface',
      muted: 'border border-transparent bg-stone-100',
    },
  },
  defaultVariants: { variant: 'elevated' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Renders the single child (e.g. an `<article>` or `<section>`) with the card's look. */
    asChild?: boolean;
  };

/** A surface that groups one subject: a proposal, an application, a deal. */
export function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? 'elevated'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

export const CardHeader = slot('card-header', 'div', 'grid auto-rows-min gap-1.5 px-5 sm:px-6');

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Renders the single child (e.g. an `<h2>`) so the heading level fits the page. */
  asChild?: boolean;
};

/** The card's heading; an `<h3>` unless `asChild` gives it another level. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Component = asChild ? Slot.Root : 'h3';
  return (
    <Component
      data-slot="card-title"
      className={cn('text-lg leading-snug font-semibold text-ink', className)}
      {...props}
    />
  );
}

export const CardDescription = slot('card-description', 'p', 'text-sm text-muted');

export const CardContent = slot('card-content', 'div', 'px-5 sm:px-6');

export const CardFooter = slot(
  'card-footer',
  'div',
  'flex flex-wrap items-center gap-3 px-5 sm:px-6',
);
