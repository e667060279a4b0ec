import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';

export interface DashboardFigureProps {
  icon: LucideIcon;
  /** The figure, e.g. "12". */
  value: ReactNode;
  /** What it counts, e.g. "Active proposals". */
  label: ReactNode;
  /** A smaller note under the label. */
  note?: ReactNode;
  /** The value's `data-slot`, for stories and tests. */
  valueSlot?: string;
  /** Each part's own size and colours: the icon's circle, the text column, the value, the label. */
  classNames: { icon: string; text?: string; value: string; label: string };
}

/**
 * A dashboard figure's content: the icon in a circle, then the value over its label (and a
 * note). The admin, brand and creator dashboards put it in their own links and cards.
 */
export function DashboardFigure({
  icon: Icon,
  value,
  label,
  note,
  valueSlot,
  classNames,
}: DashboardFigureProps) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full text-primary-700',
          classNames.icon,
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className={cn('grid', classNames.text)}>
        <span
          data-slot={valueSlot}
          className={cn('font-bold text-ink tabular-nums', classNames.value)}
        >
          {value}
        </span>
        <span className={cn('text-sm font-medium', classNames.label)}>{label}</span>
        {note && <span className="text-xs text-muted">{note}</span>}
      </span>
    </>
  );
}
