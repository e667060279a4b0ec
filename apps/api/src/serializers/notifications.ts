import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { activityLogs, notifications, scheduledNotifications } from '../db/schema';
import { iso, isoOrNull, toUserRef } from './common';

type Schemas = components['schemas'];
export type NotificationRow = typeof notifications.$inferSelect;
export type ScheduledNotificationRow = typeof scheduledNotifications.$inferSelect;
export type ActivityLogRow = typeof activityLogs.$inferSelect;
export type NotificationType = Schemas['NotificationType'];

const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'message_received',
  'task_completed',
  'task_due_soon',
  'task_overdue',
  'announcement',
  'proposal_invite',
  'brand_request',
  'content_uploaded',
];

const isNotificationType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

export function toNotification(row: NotificationRow): Schemas['Notification'] {
  return {
    id: row.id,
    // The column is free text; anything unexpected is shown as an announcement.
    type: isNotificationType(row.type) ? row.type : 'announcement',
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: isoOrNull(row.readAt),
    created_at: iso(row.createdAt),
  };
}

export function toScheduledNotification(
  row: ScheduledNotificationRow,
  createdBy: UserRow,
  target: UserRow | null,
): Schemas['ScheduledNotification'] {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: row.audience,
    user: target ? toUserRef(target) : null,
    send_at: iso(row.sendAt),
    status: row.status,
    sent_at: isoOrNull(row.sentAt),
    recipients_count: row.recipientsCount,
    created_by: toUserRef(createdBy),
    created_at: iso(row.createdAt),
  };
}

export function toActivityLog(
  row: ActivityLogRow,
  user: UserRow | null,
  impersonator: UserRow | null,
): Schemas['ActivityLog'] {
  return {
    id: row.id,
    action: row.action,
    description: row.description,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    user: user ? toUserRef(user) : null,
    impersonator: impersonator ? toUserRef(impersonator) : null,
    ip_address: row.ipAddress,
    created_at: iso(row.createdAt),
  };
}
