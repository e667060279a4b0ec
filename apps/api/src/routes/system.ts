import { HttpError } from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';
import { ping } from '../lib/sql';

const HEALTH_TIMEOUT_MS = 3000;

/** The operations tagged System: service health. */
export const systemHandlers = {
  async healthCheck({ app }) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new HttpError(503, /*i18n*/ { id: 'Service unavailable.' });
    } finally {
      clearTimeout(timer);
    }
    return ok({ status: 'ok' as const, time: app.now().toISOString() });
  },
} satisfies HandlerGroup;
