import { useLingui } from '@lingui/react/macro';
import { cn } from '@colla/ui/lib/cn';
import type { CalendarEventType } from './calendar-types';
import { EVENT_TYPE_LABELS, EVENT_TYPE_STYLES } from './event-type-styles';

/** What each colour means. */
export function Legend() {
  const { i18n, t } = useLingui();
  return (
    <ul aria-label={t`Colours`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {(Object.keys(EVENT_TYPE_LABELS) as CalendarEventType[]).map((type) => (
        <li key={type} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', EVENT_TYPE_STYLES[type].dot)}
          />
          {i18n._(EVENT_TYPE_LABELS[type])}
        </li>
      ))}
    </ul>
  );
}
