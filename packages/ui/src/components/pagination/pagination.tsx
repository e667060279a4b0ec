import { Trans, useLingui } from '@lingui/react/macro';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pages to show: the first, the last, the current one with `siblings` on each side, and
 * ellipses for the gaps. The count stays the same on every page (7 with one sibling), so the
 * controls do not move as people page through; a gap of one page shows that page, not "…".
 */
export function paginationRange(page: number, lastPage: number, siblings = 1): PaginationItem[] {
  if (lastPage < 1) return [];
  const slots = siblings * 2 + 5;
  if (lastPage <= slots) return range(1, lastPage);

  const current = Math.min(Math.max(page, 1), lastPage);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, lastPage);
  const gapStart = left > 3;
  const gapEnd = right < lastPage - 2;
  const edge = slots - 2;

  if (!gapStart) return [...range(1, edge), 'ellipsis-end', lastPage];
  if (!gapEnd) return [1, 'ellipsis-start', ...range(lastPage - edge + 1, lastPage)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', lastPage];
}

export const paginationItemVariants = cva(
  [
    'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition-colors select-none sm:h-9 sm:min-w-9 sm:px-2',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      current: {
        true: 'bg-primary-600 text-white',
        false: 'text-ink hover:bg-stone-100 aria-disabled:hover:bg-transparent',
      },
    },
    defaultVariants: { current: false },
  },
);

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The page showing, from 1. */
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /**
   * Gives every page a URL, so the controls are real links (open in a new tab, copy the address).
   * A plain click still calls `onPageChange`. Without it the controls are buttons.
   */
  getHref?: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
};

/**
 * Previous, numbered pages with ellipses, and next. On phones the numbers give way to
 * "Page 3 of 12". Nothing renders when everything fits on one page.
 */
export function Pagination({
  className,
  page,
  lastPage,
  onPageChange,
  getHref,
  siblings = 1,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(page, 1), lastPage);

  const control = (
    target: number,
    content: ReactNode,
    options: { label?: string; disabled?: boolean; current?: boolean; rel?: string } = {},
  ) => {
    const { label, disabled = false, current: isCurrent = false, rel } = options;
    const common = {
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'aria-disabled': disabled || undefined,
      className: paginationItemVariants({ current: isCurrent }),
    };
    const go = (event: MouseEvent) => {
      // Let modified clicks (new tab, new window) do what the browser does with links.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!disabled && target !== current) onPageChange(target);
    };
    if (getHref) {
      return (
        <a
          {...common}
          data-slot="pagination-link"
          href={disabled ? undefined : getHref(target)}
          role={disabled ? 'link' : undefined}
          rel={disabled ? undefined : rel}
          onClick={go}
        >
          {content}
        </a>
      );
    }
    return (
      <button type="button" {...common} data-slot="pagination-link" onClick={go}>
        {content}
      </button>
    );
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel ?? t`Pagination`}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" />
              <span className="max-sm:sr-only">
                <Trans>Previous</Trans>
              </span>
            </>,
            { disabled: current === 1, rel: 'prev' },
          )}
        </li>
        <li className="px-2 text-sm text-muted sm:hidden">
          <Trans>
            Page {current} of {lastPage}
          </Trans>
        </li>
        {paginationRange(current, lastPage, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="max-sm:hidden">
              {control(item, item, { label: t`Page ${item}`, current: item === current })}
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              data-slot="pagination-ellipsis"
              className="inline-flex min-w-9 justify-center text-muted max-sm:hidden"
            >
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="max-sm:sr-only">
                <Trans>Next</Trans>
              </span>
              <ChevronRight aria-hidden="true" />
            </>,
            { disabled: current === lastPage, rel: 'next' },
          )}
        </li>
      </ul>
    </nav>
  );
}
