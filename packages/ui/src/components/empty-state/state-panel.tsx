/**
 * What EmptyState and ErrorState share: a centred column of an icon badge, a heading and the
 * rest, framed or plain. Import as a namespace: `import * as panel from './state-panel'`.
 */
import { cva, type VariantProps as CvaVariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const looks = {
  base: 'flex flex-col items-center justify-center gap-3 text-center text-ink',
  /** No frame, for a page or a card that is otherwise empty. */
  plain: 'px-4 py-8',
};

/** The heading's level, so it fits the page's outline. */
export type HeadingLevel = 2 | 3 | 4;

/** A state's looks: `framed` (the default) in the state's own `framed` classes, or `plain`. */
export function variants(framed: string) {
  return cva(looks.base, {
    variants: { variant: { framed, plain: looks.plain } },
    defaultVariants: { variant: 'framed' },
  });
}

export type VariantProps = CvaVariantProps<ReturnType<typeof variants>>;

export type SectionProps = ComponentProps<'section'> &
  VariantProps & {
    /** The panel's `data-slot`, e.g. "empty-state". */
    slot: string;
    /** The state's looks, from `variants`. */
    variants: ReturnType<typeof variants>;
  };

/** The section a state is drawn in, with its slot, variant and looks. */
export function Section({ slot, variants, variant, className, ...props }: SectionProps) {
  return (
    <section
      data-slot={slot}
      data-variant={variant ?? 'framed'}
      className={cn(variants({ variant }), className)}
      {...props}
    />
  );
}

/** The round badge behind the state's icon, hidden from screen readers; `className` colours it. */
export function Icon({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-12 items-center justify-center rounded-full', className)}
      {...props}
    />
  );
}

/** The state's heading, at `level`. */
export function Heading({ level, ...props }: ComponentProps<'h2'> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-lg font-semibold text-ink" {...props} />;
}
