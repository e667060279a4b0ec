import { cn } from '@colla/ui/lib/cn';

/** A figure and what it counts, e.g. "400+" events produced. */
export interface Figure {
  value: string;
  label: string;
}

export interface FigureListProps {
  figures: readonly Figure[];
  /** The list's layout. */
  className?: string;
  /** Each figure's box. */
  itemClassName?: string;
  /** The label's size and colour. */
  labelClassName?: string;
  /** The value's size, weight and colour. */
  valueClassName?: string;
}

/**
 * Figures as a description list: each label is the term and its value the detail (the order a
 * screen reader reads), while the value is shown above its label.
 */
export function FigureList({
  figures,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: FigureListProps) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={itemClassName}>
          <dt className={cn('order-2', labelClassName)}>{figure.label}</dt>
          <dd className={cn('order-1', valueClassName)}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
