import { requireRole } from '../auth/context';
import { ok, type HandlerGroup } from '../http/handler';
import { managedBrandIds } from '../domain/access';
import { adminDashboard, brandDashboard, creatorDashboard } from '../domain/dashboards';

/** The operations tagged Dashboard: the brand, creator and admin summary figures. */
export const dashboardHandlers = {
  async getBrandDashboard({ auth, app }) {
    const me = requireRole(auth, 'brand');
    const brandIds = await managedBrandIds(app.db, me.user.id);
    return ok(await brandDashboard(app.db, brandIds, app.now()));
  },

  async getCreatorDashboard({ auth, app }) {
    const me = requireRole(auth, 'creator');
    return ok(await creatorDashboard(app.db, me.user));
  },

  async getAdminDashboard({ auth, app }) {
    requireRole(auth, 'admin');
    return ok(await adminDashboard(app.db, app.now()));
  },
} satisfies HandlerGroup;
