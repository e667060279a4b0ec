import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';

/** A list's filters that fold behind a button on a phone, so the results come first. */
export interface FilterFold {
  open: boolean;
  panelId: string;
  toggle: () => void;
}

export function useFilterFold(): FilterFold {
  const panelId = `${useId()}-filters`;
  const [open, setOpen] = useState(false);
  return { open, panelId, toggle: () => setOpen((was) => !was) };
}

/**
 * The phone's Filters button (hidden from `sm` up, where the filters always show), with how
 * many are active: a badge, read as "Filters 2 active".
 */
export function FiltersToggle({
  fold,
  count,
  className,
}: {
  fold: FilterFold;
  count: number;
  className?: string;
}) {
  const { t } = useLingui();
  const activeLabel = t`${plural(count, { one: '# active', other: '# active' })}`;
  return (
    <Button
      variant="outline"
      data-slot="filters-toggle"
      className={cn('sm:hidden', className)}
      aria-expanded={fold.open}
      aria-controls={fold.panelId}
      onClick={fold.toggle}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      <Trans>Filters</Trans>
      {count > 0 && (
        <span className="rounded-full bg-primary-600 px-1.5 text-xs leading-5 text-white">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{` ${activeLabel}`}</span>
        </span>
      )}
    </Button>
  );
}

/** The filters themselves: folded on a phone until the toggle opens them; `className` lays them out. */
export function FiltersPanel({
  fold,
  className,
  children,
}: {
  fold: FilterFold;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div
      id={fold.panelId}
      role="group"
      aria-label={t`Filters`}
      data-slot="filters-panel"
      className={cn('gap-x-4 gap-y-1 sm:grid', className, fold.open ? 'grid' : 'hidden')}
    >
      {children}
    </div>
  );
}
