import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Config, PushSender } from '../config';
import type { Database } from '../db/client';
import { deviceTokens, notifications, pushDeliveries } from '../db/schema';
import type { MailLogger } from '../mail/transport';
import { createWebPushSender } from './sender';

/**
 * The web push worker: delivers the `push_deliveries` queue.
 *
 * 1. Claim: a short transaction takes due rows (`pending`, `next_attempt_at` passed, no live
 *    lease) `FOR UPDATE SKIP LOCKED`, counts the attempt and sets a lease (`locked_until`) with a
 *    claim token. Several processes never take the same row.
 * 2. Send, outside any transaction, through the `PushSender`.
 * 3. Record the result, only if the claim token still matches: `sent`; `gone` (404/410: the
 *    device token is deleted); or a retry later with exponential backoff, `failed` after
 *    `MAX_ATTEMPTS`.
 *
 * A process that dies between 1 and 3 leaves the lease behind: once it expires the row is
 * claimed again, so nothing is lost. A push may then arrive twice; its payload carries the
 * notification id and the tag `colla-notification-<id>`, so the device shows it once.
 */

/** Waits after the 1st, 2nd, … failed attempt. */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
const MAX_BACKOFF_MS = 3_600_000;
/** Attempts before a delivery is given up (status failed). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left alone before another worker may take it again. */
export const LEASE_MS = 60_000;
/** Pushes older than this are not sent any more (failed, `expired`). */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

export function backoffMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1;
  return BACKOFF_MS[index] ?? MAX_BACKOFF_MS;
}

/** What the service worker receives (JSON). */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  /** The portal path to open. */
  url: string;
  /** Same tag for the same notification: a push delivered twice is shown once. */
  tag: string;
}

export const notificationTag = (id: number) => `colla-notification-${id}`;

export interface Claimed {
  id: number;
  token: string;
  deviceTokenId: number;
  attempts: number;
  payload: PushPayload;
}

export interface RunResult {
  claimed: number;
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

export interface PushWorker {
  /** A sender is configured (VAPID keys or a test sender): pushes go out. */
  readonly enabled: boolean;
  /** Claims due rows (at most one batch) under a lease; does not send. */
  claim(limit?: number): Promise<{ lockToken: string; rows: Claimed[] }>;
  /** One batch: claim, send, record. */
  runOnce(): Promise<RunResult>;
  /** Runs batches until nothing is due. */
  drain(): Promise<RunResult>;
  /** Asks for a run soon (after the current tick); coalesced; no-op unless started. */
  kick(): void;
  /** Runs on `config.push.intervalMs` and on kicks. */
  start(): void;
  /** Stops the interval and waits for the run in progress. */
  stop(): Promise<void>;
  /** Resolves once no run is in progress or asked for. */
  idle(): Promise<void>;
}

export interface PushWorkerOptions {
  db: Database;
  config: Pick<Config, 'push' | 'production'>;
  now: () => Date;
  logger: MailLogger;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createPushWorker({ db, config, now, logger }: PushWorkerOptions): PushWorker {
  const sender: PushSender | null =
    config.push.sender ??
    (config.push.vapid
      ? createWebPushSender(config.push.vapid, { allowHttp: !config.production })
      : null);

  const empty = (): RunResult => ({ claimed: 0, sent: 0, gone: 0, retried: 0, failed: 0 });

  /** Rows that can never go out: their device was removed, or they are too old. */
  async function sweep(at: Date): Promise<void> {
    await db
      .update(pushDeliveries)
      .set({ status: 'gone', lockedUntil: null, lockToken: null })
      .where(and(eq(pushDeliveries.status, 'pending'), isNull(pushDeliveries.deviceTokenId)));
    await db
      .update(pushDeliveries)
      .set({ status: 'failed', lastError: 'expired', lockedUntil: null, lockToken: null })
      .where(
        and(
          eq(pushDeliveries.status, 'pending'),
          or(
            lt(pushDeliveries.createdAt, new Date(at.getTime() - MAX_AGE_MS)),
            // Claimed MAX_ATTEMPTS times, the last claim's worker never came back.
            and(
              sql`${pushDeliveries.attempts} >= ${MAX_ATTEMPTS}`,
              lte(pushDeliveries.lockedUntil, at),
            ),
          ),
        ),
      );
  }

  async function claim(limit = BATCH): Promise<{ lockToken: string; rows: Claimed[] }> {
    const at = now();
    const lockToken = randomUUID();
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(
          and(
            eq(pushDeliveries.status, 'pending'),
            isNotNull(pushDeliveries.deviceTokenId),
            lte(pushDeliveries.nextAttemptAt, at),
            or(isNull(pushDeliveries.lockedUntil), lte(pushDeliveries.lockedUntil, at)),
            sql`${pushDeliveries.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(pushDeliveries)
        .set({
          attempts: sql`${pushDeliveries.attempts} + 1`,
          lockedUntil: new Date(at.getTime() + LEASE_MS),
          lockToken,
        })
        .where(
          inArray(
            pushDeliveries.id,
            due.map((row) => row.id),
          ),
        );
      return tx
        .select({
          id: pushDeliveries.id,
          attempts: pushDeliveries.attempts,
          deviceTokenId: deviceTokens.id,
          token: deviceTokens.token,
          notificationId: notifications.id,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
        })
        .from(pushDeliveries)
        .innerJoin(deviceTokens, eq(deviceTokens.id, pushDeliveries.deviceTokenId))
        .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
        .where(eq(pushDeliveries.lockToken, lockToken))
        .orderBy(asc(pushDeliveries.id));
    });
    return {
      lockToken,
      rows: rows.map((row) => ({
        id: row.id,
        token: row.token,
        deviceTokenId: row.deviceTokenId,
        attempts: row.attempts,
        payload: {
          id: row.notificationId,
          title: row.title,
          body: row.body,
          url: row.link ?? '/app',
          tag: notificationTag(row.notificationId),
        },
      })),
    };
  }

  const mine = (id: number, lockToken: string) =>
    and(eq(pushDeliveries.id, id), eq(pushDeliveries.lockToken, lockToken));

  async function deliver(row: Claimed, lockToken: string, result: RunResult, push: PushSender) {
    let outcome: 'sent' | 'gone';
    try {
      outcome = await push.send(row.token, JSON.stringify(row.payload));
    } catch (error) {
      const at = now();
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(pushDeliveries)
        .set({
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts)),
          lockedUntil: null,
          lockToken: null,
          lastError: errorText(error),
        })
        .where(mine(row.id, lockToken));
      if (failed) result.failed += 1;
      else result.retried += 1;
      logger.warn(
        { deliveryId: row.id, notificationId: row.payload.id, attempts: row.attempts, err: error },
        failed ? 'web push failed; giving up' : 'web push failed; retrying later',
      );
      return;
    }
    const at = now();
    if (outcome === 'sent') {
      await db
        .update(pushDeliveries)
        .set({ status: 'sent', sentAt: at, lockedUntil: null, lockToken: null, lastError: null })
        .where(mine(row.id, lockToken));
      result.sent += 1;
      return;
    }
    // The push service forgot this subscription: remove the device and what it was still owed.
    await db.transaction(async (tx) => {
      await tx
        .update(pushDeliveries)
        .set({ status: 'gone', lockedUntil: null, lockToken: null, lastError: 'gone' })
        .where(
          and(
            eq(pushDeliveries.deviceTokenId, row.deviceTokenId),
            eq(pushDeliveries.status, 'pending'),
          ),
        );
      await tx.delete(deviceTokens).where(eq(deviceTokens.id, row.deviceTokenId));
    });
    result.gone += 1;
    logger.info(
      { deliveryId: row.id, deviceTokenId: row.deviceTokenId },
      'web push subscription gone; device token removed',
    );
  }

  async function runOnce(): Promise<RunResult> {
    const result = empty();
    await sweep(now());
    if (!sender) return result;
    const { lockToken, rows } = await claim();
    result.claimed = rows.length;
    await Promise.all(rows.map((row) => deliver(row, lockToken, result, sender)));
    return result;
  }

  async function drain(): Promise<RunResult> {
    const total = empty();
    for (;;) {
      const batch = await runOnce();
      for (const key of Object.keys(total) as (keyof RunResult)[]) total[key] += batch[key];
      if (batch.claimed < BATCH) return total;
    }
  }

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          logger.error({ err: error }, 'web push delivery run failed');
        }
      } while (again && started);
    })().finally(() => {
      running = null;
    });
  }

  return {
    enabled: sender !== null,
    claim,
    runOnce,
    drain,
    kick() {
      if (!started) return;
      // Never inside the request: the run starts after the current tick.
      setImmediate(run);
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(run, config.push.intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      while (running) await running;
    },
    async idle() {
      // A kick waits for the next tick; let it start first.
      await new Promise((resolve) => setImmediate(resolve));
      while (running) await running;
    },
  };
}
