import { useLingui } from '@lingui/react/macro';
import { cn } from '@colla/ui/lib/cn';
import type { CalendarEventType } from './calendar-types';
import { EVENT_TYPE_LABELS, EVENT_TYPE_STYLES } from './event-type-styles';

/** An entry's kind, with its icon and colour. */
export function TypeBadge({ type }: { type: CalendarEventType }) {
  const { i18n } = useLingui();
  const style = EVENT_TYPE_STYLES[type];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        style.badge,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {i18n._(EVENT_TYPE_LABELS[type])}
    </span>
  );
}
