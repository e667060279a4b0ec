import { CalendarCheck, CalendarClock, Flag, Handshake } from 'lucide-react';
import type { CalendarEventType } from './calendar-types';

export const EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  task_due: 'Task due',
  posting_deadline: 'Posting deadline',
  deal_start: 'Collaboration starts',
  deal_end: 'Collaboration ends',
};

export const EVENT_TYPE_STYLES: Record<
  CalendarEventType,
  { dot: string; badge: string; bar: string; icon: typeof Flag }
> = {
  task_due: {
    dot: 'bg-primary-600',
    badge: 'bg-primary-50 text-primary-800',
    bar: 'border-l-primary-600',
    icon: CalendarClock,
  },
  posting_deadline: {
    dot: 'bg-warning-600',
    badge: 'bg-warning-50 text-warning-800',
    bar: 'border-l-warning-600',
    icon: Flag,
  },
  deal_start: {
    dot: 'bg-success-600',
    badge: 'bg-success-50 text-success-800',
    bar: 'border-l-success-600',
    icon: Handshake,
  },
  deal_end: {
    dot: 'bg-focus',
    badge: 'bg-stone-100 text-ink',
    bar: 'border-l-focus',
    icon: CalendarCheck,
  },
};
