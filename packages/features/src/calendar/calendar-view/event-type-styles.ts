import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CalendarCheck, CalendarClock, Flag, Handshake } from 'lucide-react';
import type { CalendarEventType } from './calendar-types';

export const EVENT_TYPE_LABELS: Record<CalendarEventType, MessageDescriptor> = {
  task_due: msg`Task due`,
  posting_deadline: msg`Posting deadline`,
  deal_start: msg`Collaboration starts`,
  deal_end: msg`Collaboration ends`,
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
