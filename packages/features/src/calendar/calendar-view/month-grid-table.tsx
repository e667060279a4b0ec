import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@colla/ui/lib/cn';
import {
  addDays,
  addMonths,
  dayOfMonth,
  formatFullDay,
  monthGrid,
  monthOf,
  weekdayIndex,
  weekdayNames,
} from '../calendar-dates';
import type { CalendarEvent } from './calendar-types';
import { EVENT_TYPE_STYLES } from './event-type-styles';

export interface MonthGridProps {
  month: string;
  today: string;
  selected: string;
  byDay: Map<string, CalendarEvent[]> | null;
  onSelect: (day: string) => void;
  onMonthChange: (month: string) => void;
  labelledBy: string;
}

/**
 * The month as a grid (Monday first). One day is in the tab order; arrow keys move by day and
 * week, Home and End to the week's ends, Page Up and Page Down by month (the month follows).
 */
export function MonthGridTable({
  month,
  today,
  selected,
  byDay,
  onSelect,
  onMonthChange,
  labelledBy,
}: MonthGridProps) {
  const { i18n, t } = useLingui();
  const grid = monthGrid(month);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected, month]);

  function move(day: string) {
    focusPending.current = true;
    onSelect(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayIndex(day)),
      End: () => addDays(day, 6 - weekdayIndex(day)),
      PageUp: () => sameDayIn(addMonths(monthOf(day), -1), day),
      PageDown: () => sameDayIn(addMonths(monthOf(day), 1), day),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  }

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-labelledby={labelledBy}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {weekdayNames(i18n.locale).map((weekday) => (
            <th
              key={weekday.short}
              scope="col"
              abbr={weekday.long}
              className="pb-2 text-center text-xs font-semibold text-muted"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEvents = byDay?.get(day) ?? [];
              const outside = monthOf(day) !== month;
              const isToday = day === today;
              const isSelected = day === selected;
              const types = [...new Set(dayEvents.map((event) => event.type))];
              const entries = dayEvents.length;
              const more = entries - 2;
              const name = [
                formatFullDay(day, i18n.locale),
                isToday ? t`today` : null,
                byDay
                  ? entries
                    ? t`${plural(entries, { one: '# entry', other: '# entries' })}`
                    : t`nothing scheduled`
                  : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={day}
                  role="gridcell"
                  aria-selected={isSelected}
                  className="border border-line p-0 align-top"
                >
                  <button
                    type="button"
                    data-day={day}
                    tabIndex={isSelected ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => {
                      onSelect(day);
                      if (outside) onMonthChange(monthOf(day));
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      'flex min-h-12 w-full flex-col items-center gap-1 p-1 text-sm transition-colors sm:min-h-24 sm:items-stretch sm:p-1.5',
                      'focus-visible:relative focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-focus',
                      outside ? 'bg-stone-50 text-muted' : 'bg-surface text-ink',
                      isSelected
                        ? 'bg-primary-50 ring-2 ring-primary-600 ring-inset'
                        : 'hover:bg-stone-100',
                    )}
                  >
                    <span className="sr-only">{name}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-7 items-center justify-center rounded-full text-sm font-semibold sm:self-start',
                        isToday && 'bg-primary-600 text-white',
                      )}
                    >
                      {dayOfMonth(day)}
                    </span>
                    {types.length > 0 && (
                      <span aria-hidden="true" className="flex gap-0.5 sm:hidden">
                        {types.map((type) => (
                          <span
                            key={type}
                            className={cn('size-1.5 rounded-full', EVENT_TYPE_STYLES[type].dot)}
                          />
                        ))}
                      </span>
                    )}
                    {dayEvents.length > 0 && (
                      <span aria-hidden="true" className="hidden min-w-0 gap-0.5 text-left sm:grid">
                        {dayEvents.slice(0, 2).map((event) => (
                          <span
                            key={event.id}
                            className={cn(
                              'line-clamp-2 rounded-sm border-l-2 bg-stone-100 px-1 text-xs leading-tight break-words hyphens-auto text-ink',
                              EVENT_TYPE_STYLES[event.type].bar,
                            )}
                          >
                            {event.title}
                          </span>
                        ))}
                        {dayEvents.length > 2 && (
                          <span className="px-1 text-xs text-muted">{t`+${more} more`}</span>
                        )}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same day of the month in another month, or that month's last day. */
function sameDayIn(month: string, day: string): string {
  const last = dayOfMonth(addDays(`${addMonths(month, 1)}-01`, -1));
  return `${month}-${String(Math.min(dayOfMonth(day), last)).padStart(2, '0')}`;
}
