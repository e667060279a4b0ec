import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { deviceTokens, notifications, pushDeliveries } from '../db/schema';

/**
 * The web push queue, filled inside the transaction that creates the notifications.
 *
 * `queuePushDeliveries(tx, ids)` inserts one `push_deliveries` row per notification and web
 * device token of its user (ios and other platforms are stored for the mobile app and get no
 * row). Because the rows are written in the notification's own transaction, a crash loses
 * nothing: either the notification and its pushes exist, or neither does.
 *
 * `app.db` is wrapped (`trackPushCommits`) so that once a transaction that queued pushes ends,
 * the worker is kicked (after the commit, never inside the request's work).
 */

const STATE = Symbol('colla.push.commit');

interface CommitState {
  /** Pushes were queued in this (outermost) transaction. */
  queued: boolean;
  /** The database itself (no transaction): queued rows are committed at once. */
  root: boolean;
  kick: () => void;
  /** One object per tracked database (per app), the same in all its transactions. */
  scope: object;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Transaction = <R>(
  run: (tx: Tx) => Promise<R>,
  config?: Parameters<Database['transaction']>[1],
) => Promise<R>;

function stateOf(db: Db): CommitState | undefined {
  const value: unknown = Reflect.get(db, STATE);
  return typeof value === 'object' && value !== null ? (value as CommitState) : undefined;
}

/**
 * `db` with a `transaction()` that calls `kick` after an outermost transaction in which pushes
 * were queued. Nested transactions (savepoints) share the outermost one's state. A kick after
 * a rollback is harmless: the worker finds nothing new.
 */
export function trackPushCommits<T extends Database>(db: T, kick: () => void): T {
  function wrap<U extends Database | Tx>(target: U, state: CommitState): U {
    const transaction: Transaction = async (run, txConfig) => {
      const begin: Transaction = target.transaction.bind(target);
      const inner: CommitState = state.root
        ? { queued: false, root: false, kick, scope: state.scope }
        : state;
      try {
        return await begin((tx) => run(wrap(tx, inner)), txConfig);
      } finally {
        if (state.root && inner.queued) kick();
      }
    };
    return new Proxy(target, {
      get(object, property) {
        if (property === STATE) return state;
        if (property === 'transaction') return transaction;
        const value: unknown = Reflect.get(object, property, object);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(object)
          : value;
      },
    });
  }
  return wrap(db, { queued: false, root: true, kick, scope: {} });
}

/**
 * An object standing for the app whose database (or transaction) `db` is, the same for
 * `app.db` and all its transactions; undefined for a database not made by `trackPushCommits`.
 */
export function appScopeOf(db: Db): object | undefined {
  return stateOf(db)?.scope;
}

/**
 * Queues one web push per notification and web device of its user, inside `tx`. Returns the
 * number of rows queued. Safe to call twice for the same notification (unique per device).
 */
export async function queuePushDeliveries(
  tx: Db,
  notificationIds: readonly number[],
  now?: Date,
): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const pairs = await tx
    .select({ notificationId: notifications.id, deviceTokenId: deviceTokens.id })
    .from(notifications)
    .innerJoin(deviceTokens, eq(deviceTokens.userId, notifications.userId))
    .where(and(inArray(notifications.id, [...notificationIds]), eq(deviceTokens.platform, 'web')));
  let queued = 0;
  for (let i = 0; i < pairs.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(pushDeliveries)
      .values(
        pairs
          .slice(i, i + INSERT_CHUNK)
          .map((pair) => ({ ...pair, ...(now ? { nextAttemptAt: now, createdAt: now } : {}) })),
      )
      .onConflictDoNothing()
      .returning({ id: pushDeliveries.id });
    queued += rows.length;
  }
  markQueued(tx, queued);
  return queued;
}

const INSERT_CHUNK = 500;

function markQueued(tx: Db, queued: number) {
  const state = stateOf(tx);
  if (!state || queued === 0) return;
  if (state.root) state.kick();
  else state.queued = true;
}

/**
 * A notification whose content was replaced (a newer chat message): its pushes go out again
 * with the new text (same id and tag, so the device replaces what it shows). A worker sending
 * the old text at that moment loses its claim, so the row is sent again.
 */
export async function requeuePushDeliveries(
  tx: Db,
  notificationId: number,
  now?: Date,
): Promise<number> {
  const reset = await tx
    .update(pushDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now ?? sql`now()`,
      lockedUntil: null,
      lockToken: null,
      lastError: null,
      sentAt: null,
      // Queued anew: the age limit counts from now.
      createdAt: now ?? sql`now()`,
    })
    .where(
      and(
        eq(pushDeliveries.notificationId, notificationId),
        isNotNull(pushDeliveries.deviceTokenId),
      ),
    )
    .returning({ id: pushDeliveries.id });
  markQueued(tx, reset.length);
  return reset.length + (await queuePushDeliveries(tx, [notificationId], now));
}
