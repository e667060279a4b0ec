// Notifications (brand users' and creators'): the list, marking read (one or all), and the unread count.
export {
  NotificationsScreen,
  NOTIFICATIONS_PER_PAGE,
  type NotificationsScreenProps,
} from './notifications-screen';
export {
  NotificationsView,
  formatNotificationTime,
  LOAD_MORE_LABEL,
  MARK_ALL_READ_FAILED,
  MARK_ALL_READ_LABEL,
  MARK_READ_FAILED,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATIONS_DESCRIPTION,
  NOTIFICATIONS_EMPTY_DESCRIPTION,
  NOTIFICATIONS_EMPTY_TITLE,
  NOTIFICATIONS_FORBIDDEN_MESSAGE,
  NOTIFICATIONS_LOAD_ERROR_HEADING,
  NOTIFICATIONS_TITLE,
  type Notification,
  type NotificationType,
  type NotificationsLinks,
  type NotificationsMore,
  type NotificationsState,
  type NotificationsViewProps,
} from './notifications-view';
export { followMyEvents, useMyEvents, type FollowMyEventsOptions } from './my-events';
