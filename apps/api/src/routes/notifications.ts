import { requireAuth, requireRole, type AuthContext } from '../auth/context';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from '../domain/notifications';
import { notFound } from '../http/errors';
import { HIJACKED, ok, type HandlerGroup } from '../http/handler';
import { toNotification } from '../serializers/notifications';

/** Notifications are for brand users and creators (admins receive none): 403 for admins. */
const requireRecipient = (auth: AuthContext | null) => requireRole(auth, 'brand', 'creator');

/** The operations tagged Notifications: the signed-in user's in-app notifications. */
export const notificationsHandlers = {
  /** The VAPID public key browsers subscribe with; null when this server sends no web push. */
  async getPushPublicKey({ auth, app }) {
    requireAuth(auth);
    return ok({ public_key: app.config.push.vapid?.publicKey ?? null });
  },

  async listNotifications({ auth, query, app }) {
    const me = requireRecipient(auth);
    return ok(await listNotifications(app.db, me.user.id, query));
  },

  async getUnreadNotificationCount({ auth, app }) {
    const me = requireRecipient(auth);
    return ok({ count: await unreadNotificationCount(app.db, me.user.id) });
  },

  async markNotificationRead({ auth, params, app }) {
    const me = requireRecipient(auth);
    const row = await markNotificationRead(app.db, me.user.id, params.id, app.now());
    if (!row) throw notFound(/*i18n*/ { id: 'Notification not found.' });
    return ok(toNotification(row));
  },

  async markAllNotificationsRead({ auth, app }) {
    const me = requireRecipient(auth);
    return ok({ updated: await markAllNotificationsRead(app.db, me.user.id, app.now()) });
  },

  async streamMyEvents({ auth, app, req, reply }) {
    // 401/403 answer normally: the stream only starts for a user who gets notifications.
    requireRecipient(auth);
    await app.userEvents.open(req, reply);
    return HIJACKED;
  },
} satisfies HandlerGroup;
