import { rejectNulCharacters, requireNotImpersonating } from '../auth/accounts';
import { requireAuth } from '../auth/context';
import { registerDevice, removeDevice } from '../domain/device-tokens';
import { notFound } from '../http/errors';
import { created, noContent, type HandlerGroup } from '../http/handler';
import { toDeviceToken } from '../serializers/users';

/** The operations tagged DeviceTokens: push-notification device registration. */
export const deviceTokensHandlers = {
  async registerDeviceToken({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    const row = await registerDevice(app.db, {
      userId: me.user.id,
      token: body.token,
      platform: body.platform ?? 'ios',
      now: app.now(),
    });
    return created(toDeviceToken(row));
  },

  async deleteDeviceToken({ auth, body, app }) {
    const me = requireNotImpersonating(requireAuth(auth));
    rejectNulCharacters(body);
    if (!(await removeDevice(app.db, me.user.id, body.token)))
      throw notFound(/*i18n*/ { id: 'Device token not found.' });
    return noContent();
  },
} satisfies HandlerGroup;
