import { actorOf, rejectNulCharacters, revokeTokens } from '../auth/accounts';
import { issueToken, requireAuth, requireRole } from '../auth/context';
import { adminUserDetail, listAdminUsers } from '../domain/admin-users';
import {
  findUser,
  nameChanges,
  revokeImpersonationsBy,
  revokeToken,
  updateUser,
  type UserChanges,
} from '../domain/users';
import { conflict, forbidden, validationFailed, type FieldErrors } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';
import { fullName } from '../lib/names';
import { toUser } from '../serializers/common';
import { toAdminUser } from '../serializers/users';

/** The operations tagged AdminUsers: managing users, impersonating one and leaving it. */
export const adminUsersHandlers = {
  async listAdminUsers({ auth, query, app }) {
    requireRole(auth, 'admin');
    rejectNulCharacters(query.search, 'search');
    return ok(await listAdminUsers(app.db, query));
  },

  async getAdminUser({ auth, params, app }) {
    requireRole(auth, 'admin');
    return ok(await adminUserDetail(app.db, await findUser(app.db, params.id)));
  },

  async updateAdminUser({ auth, params, body, app, req }) {
    const me = requireRole(auth, 'admin');
    const target = await findUser(app.db, params.id);
    rejectNulCharacters(body);
    if (body.status === 'disabled' && target.id === me.user.id) {
      throw conflict(/*i18n*/ { id: 'You cannot disable your own account.' });
    }
    const errors: FieldErrors = {};
    const changes: UserChanges = nameChanges(errors, body);
    if (body.status !== undefined) changes.status = body.status;
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const now = app.now();
    const updated = await app.db.transaction(async (tx) => {
      const row = await updateUser(tx, target.id, changes, now);
      const log = (action: string, description: string) =>
        app.logActivity(
          tx,
          me,
          { action, description, subjectType: 'user', subjectId: row.id },
          req.ip,
        );
      if (body.first_name !== undefined || body.last_name !== undefined) {
        await log(
          'user.updated',
          `${fullName(me.user)} renamed ${fullName(target)} to ${fullName(row)}`,
        );
      }
      if (body.status === 'disabled' && target.status !== 'disabled') {
        // Signs the user out everywhere, including impersonation sessions they ran as an admin.
        await revokeTokens(tx, row.id, now);
        await revokeImpersonationsBy(tx, row.id, now);
        await log('user.disabled', `${fullName(me.user)} disabled ${fullName(row)}`);
      }
      if (body.status === 'active' && target.status !== 'active') {
        await log('user.enabled', `${fullName(me.user)} enabled ${fullName(row)}`);
      }
      return row;
    });
    return ok(toAdminUser(updated));
  },

  async impersonateUser({ auth, params, app, req }) {
    const me = requireRole(auth, 'admin');
    const target = await findUser(app.db, params.id);
    if (target.id === me.user.id)
      throw conflict(/*i18n*/ { id: 'You cannot impersonate yourself.' });
    if (target.type === 'admin') throw conflict(/*i18n*/ { id: 'Admins cannot be impersonated.' });
    if (target.status !== 'active')
      throw conflict(/*i18n*/ { id: 'Disabled users cannot be impersonated.' });
    const token = await app.db.transaction(async (tx) => {
      const issued = await issueToken(tx, target.id, me.user.id);
      await app.logActivity(
        tx,
        me,
        {
          action: 'impersonation.started',
          description: `${fullName(me.user)} started impersonating ${fullName(target)}`,
          subjectType: 'user',
          subjectId: target.id,
        },
        req.ip,
      );
      return issued;
    });
    return ok({ token, user: toUser(target), original_user: toUser(me.user) });
  },

  async exitImpersonation({ auth, app, req }) {
    const current = requireAuth(auth);
    const admin = current.impersonator;
    if (!admin) throw forbidden(/*i18n*/ { id: 'You are not impersonating a user.' });
    const now = app.now();
    const token = await app.db.transaction(async (tx) => {
      await revokeToken(tx, current.tokenId, now);
      await app.live.publish(tx, { type: 'sessions-ended', userId: current.user.id });
      const issued = await issueToken(tx, admin.id);
      await app.logActivity(
        tx,
        actorOf(admin),
        {
          action: 'impersonation.ended',
          description: `${fullName(admin)} stopped impersonating ${fullName(current.user)}`,
          subjectType: 'user',
          subjectId: current.user.id,
        },
        req.ip,
      );
      return issued;
    });
    return ok({ token, user: toUser(admin) });
  },
} satisfies HandlerGroup;
