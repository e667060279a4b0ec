import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { slot } from '../slot';
import { Skeleton } from '../skeleton/skeleton';

export const tableVariants = cva('w-full caption-top border-collapse text-sm text-ink', {
  variants: {
    density: {
      comfortable: '[&_td]:py-3 [&_th]:h-11',
      compact: '[&_td]:py-2 [&_th]:h-11 sm:[&_th]:h-9',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export type TableProps = ComponentProps<'table'> &
  VariantProps<typeof tableVariants> & {
    /** Classes for the scrolling wrapper around the table (it scrolls sideways on narrow screens). */
    containerClassName?: string;
  };

export function Table({ className, containerClassName, density, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-line bg-surface',
        containerClassName,
      )}
    >
      <table data-slot="table" className={cn(tableVariants({ density }), className)} {...props} />
    </div>
  );
}

export const TableHeader = slot(
  'table-header',
  'thead',
  'bg-canvas [&_tr]:border-b [&_tr]:border-line',
);

export const TableBody = slot('table-body', 'tbody', '[&_tr:last-child]:border-0');

export const TableFooter = slot(
  'table-footer',
  'tfoot',
  'border-t border-line bg-canvas font-medium',
);

export const TableRow = slot(
  'table-row',
  'tr',
  'border-b border-line transition-colors data-[state=selected]:bg-primary-50 [tbody_&]:hover:bg-canvas',
);

export const TableHead = slot(
  'table-head',
  'th',
  'px-4 text-left align-middle font-semibold whitespace-nowrap text-muted',
);

export const TableCell = slot('table-cell', 'td', 'px-4 align-middle');

export const TableCaption = slot(
  'table-caption',
  'caption',
  'px-4 py-3 text-left font-semibold text-ink',
);

/* ------------------------------------------------------------------------------------------ */

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | Date | null | undefined;

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are compared by. */
  sortValue?: (row: T) => SortValue;
  /** `end` for numbers and amounts. */
  align?: 'start' | 'end';
  className?: string;
}

function comparable(value: SortValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  return value;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Rows in the order of `sort` (a stable sort, so equal rows keep their order). Text is compared
 * the way people read it ("Creator 2" before "Creator 10", accents ignored); empty values go
 * last in either direction.
 */
export function sortRows<T>(
  rows: readonly T[],
  sortValue: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: comparable(sortValue(row)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}

export type DataTableProps<T> = Omit<TableProps, 'children'> & {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable key for each row, e.g. its id. */
  rowKey: (row: T) => string | number;
  /** Names the table for screen readers (and, unless `hideCaption`, for everyone). */
  caption?: ReactNode;
  hideCaption?: boolean;
  /** Shown in a single row when there are no rows, e.g. "No applications yet". */
  emptyMessage?: ReactNode;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** The sort, when the parent owns it (e.g. to keep it in the URL or sort on the server). */
  sort?: DataTableSort | null;
  /** The first sort, when the table owns it. */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
};

const sortIcons = { ascending: ArrowUp, descending: ArrowDown } as const;

/**
 * A table from columns and rows, with sorting (each sortable header is a button: click it, or
 * press Enter or Space, to sort ascending, then descending), an empty row and loading rows.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  emptyMessage,
  loading = false,
  loadingRows = 3,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  ...props
}: DataTableProps<T>) {
  const { t } = useLingui();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const shownRows =
    sort && sortColumn?.sortValue
      ? sortRows(rows, sortColumn.sortValue, sort.direction)
      : [...rows];

  const toggleSort = (columnId: string) => {
    const next: DataTableSort = {
      columnId,
      direction:
        sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setOwnSort(next);
    onSortChange?.(next);
  };

  const alignClass = (column: DataTableColumn<T>) => column.align === 'end' && 'text-right';

  return (
    <Table data-slot="data-table" aria-busy={loading || undefined} {...props}>
      {caption && <TableCaption className={cn(hideCaption && 'sr-only')}>{caption}</TableCaption>}
      <TableHeader>
        <TableRow>
          {columns.map((column) => {
            const direction = sort?.columnId === column.id ? sort.direction : undefined;
            if (!column.sortValue) {
              return (
                <TableHead
                  key={column.id}
                  scope="col"
                  className={cn(alignClass(column), column.className)}
                >
                  {column.header}
                </TableHead>
              );
            }
            const Icon = direction ? sortIcons[direction] : ArrowUpDown;
            return (
              <TableHead
                key={column.id}
                scope="col"
                aria-sort={direction}
                className={cn(alignClass(column), column.className)}
              >
                <button
                  type="button"
                  data-slot="data-table-sort"
                  onClick={() => toggleSort(column.id)}
                  className={cn(
                    '-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold sm:min-h-8',
                    'hover:bg-stone-100 hover:text-ink',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    direction && 'text-ink',
                    column.align === 'end' && 'flex-row-reverse',
                  )}
                >
                  {column.header}
                  <Icon aria-hidden="true" className={cn('size-4', !direction && 'opacity-60')} />
                </button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          Array.from({ length: loadingRows }, (_, index) => (
            <TableRow key={index} data-slot="data-table-loading-row">
              {columns.map((column) => (
                <TableCell key={column.id} className={column.className}>
                  <Skeleton className="h-4 max-w-40" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : shownRows.length === 0 ? (
          <TableRow data-slot="data-table-empty-row">
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted">
              {emptyMessage ?? t`Nothing here yet`}
            </TableCell>
          </TableRow>
        ) : (
          shownRows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} className={cn(alignClass(column), column.className)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
