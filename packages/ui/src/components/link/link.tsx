import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const linkVariants = cva(
  [
    'inline-flex items-baseline gap-1 rounded-sm font-medium underline underline-offset-4 transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'aria-disabled:pointer-events-none aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
  ],
  {
    variants: {
      variant: {
        primary:
          'text-primary-700 decoration-primary-300 hover:text-primary-800 hover:decoration-current',
        subtle: 'text-ink decoration-muted hover:decoration-current',
        muted: 'text-muted decoration-transparent hover:text-ink hover:decoration-current',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

/** The words screen readers hear after an external link's text; `i18n._()` it where shown. */
export const NEW_TAB_HINT = msg`(opens in a new tab)`;

export type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Renders the single child (e.g. a router `<Link>`) with the link's look instead of an `<a>`. */
    asChild?: boolean;
    /**
     * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so: an icon
     * for sighted people and "(opens in a new tab)" for screen readers.
     */
    external?: boolean;
  };

/** A styled link. Apps pass their router's link as the child with `asChild`. */
export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  children,
  ...props
}: LinkProps) {
  const { i18n } = useLingui();
  const Component = asChild ? Slot.Root : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? 'primary'}
      data-external={external || undefined}
      className={cn(linkVariants({ variant }), className)}
      {...externalProps}
      {...props}
    >
      <Slot.Slottable>{children}</Slot.Slottable>
      {external && (
        <>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 self-center" />
          <span className="sr-only">{` ${i18n._(NEW_TAB_HINT)}`}</span>
        </>
      )}
    </Component>
  );
}
