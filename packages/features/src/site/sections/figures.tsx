import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { cn } from '@colla/ui/lib/cn';

/**
 * A figure's number, written by Intl in the active language (English as `en-US`): "9,000" is
 * "9.000" in Catalan, "38%" is "38 %". `suffix` follows it as is ("+", " M").
 */
export interface FigureNumber {
  number: number;
  /** A share, written as a percentage (`0.38` → "38%"). */
  percent?: boolean;
  suffix?: string;
}

/** The figure in the active language's digits. */
export function formatFigure(value: string | FigureNumber, locale: string | undefined): string {
  if (typeof value === 'string') return value;
  const tag = !locale || locale === 'en' ? 'en-US' : locale;
  const format = new Intl.NumberFormat(tag, {
    style: value.percent ? 'percent' : 'decimal',
    maximumFractionDigits: 1,
  });
  return `${format.format(value.number)}${value.suffix ?? ''}`;
}

/** A figure and what it counts, e.g. "400+" events produced. */
export interface Figure {
  value: string | FigureNumber;
  /** The catalog's words (`msg`), shown in the active language. */
  label: MessageDescriptor;
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
  const { i18n } = useLingui();
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label.id} className={itemClassName}>
          <dt className={cn('order-2', labelClassName)}>{i18n._(figure.label)}</dt>
          <dd className={cn('order-1', valueClassName)}>
            {formatFigure(figure.value, i18n.locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
