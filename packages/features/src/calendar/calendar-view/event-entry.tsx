import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { cn } from '@colla/ui/lib/cn';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { eventHref, type CalendarEvent, type CalendarLinks } from './calendar-types';
import { EVENT_TYPE_STYLES } from './event-type-styles';
import { TypeBadge } from './type-badge';

const entryLinkClass = cn(
  'rounded-sm font-semibold break-words text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole entry is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
);

/** One entry: its kind and title, the whole of it a link to its deal when it has one. */
export function EventEntry({ event, links }: { event: CalendarEvent; links: CalendarLinks }) {
  const href = eventHref(event, links);
  const isTask = event.type === 'task_due';
  return (
    <li
      data-slot="calendar-entry"
      data-type={event.type}
      className={cn(
        'relative grid min-h-11 gap-1 rounded-lg border border-l-4 border-line bg-surface px-3 py-2.5 shadow-xs',
        href && 'transition-colors hover:bg-stone-50',
        EVENT_TYPE_STYLES[event.type].bar,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={event.type} />
        {isTask && event.completed && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
            <Check aria-hidden="true" className="size-3.5" />
            <Trans>Completed</Trans>
          </span>
        )}
      </div>
      <p className="min-w-0 text-sm">
        {href ? (
          renderLinkOrAnchor(
            { href, label: event.title },
            cn(entryLinkClass, isTask && event.completed && 'line-through decoration-muted'),
            event.title,
          )
        ) : (
          <span className="font-semibold break-words text-ink">{event.title}</span>
        )}
      </p>
    </li>
  );
}
