import { sql } from 'drizzle-orm';
import type { Db, ListenHandlers } from '../db/client';

/** The NOTIFY channel every server process listens to. */
export const LIVE_CHANNEL = 'colla_live';

/**
 * What happens that open streams of any process must hear about. Payloads stay small (ids only):
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: number; messageId: number }
  /** A user's sessions were revoked or the user disabled: open streams check theirs again. */
  | { type: 'sessions-ended'; userId: number }
  /** A user's notifications changed (one created, replaced or read): their unread count. */
  | { type: 'notifications'; userId: number }
  /** A conversation of the user changed for them (a message in it, or they read it). */
  | { type: 'conversation'; userId: number; conversationId: number };

/**
 * Publishes a live event to every process (a NOTIFY): inside a transaction it goes out when,
 * and only if, it commits.
 */
export async function publishLiveEvent(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Tells these users' open event streams their notifications changed (on commit), in one
 * statement however many users (an announcement to everyone).
 */
export async function publishNotificationsChanged(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'notifications', 'userId', u)::text) from unnest(array[${ids}]::integer[]) as u`,
  );
}

/** Tells the user's open event streams one of their conversations changed (on commit). */
export const publishConversationChanged = (db: Db, userId: number, conversationId: number) =>
  publishLiveEvent(db, { type: 'conversation', userId, conversationId });

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events across server processes, through the database: `publish` is a NOTIFY (inside a
 * transaction it goes out when, and only if, it commits, in commit order), and every process's
 * LISTEN hands each event to its local subscribers. When the listening connection is lost the
 * `lost` subscribers hear it: events of that time may be missing, so open streams end and their
 * clients come back with `Last-Event-ID`.
 */
export interface LiveEvents {
  publish(db: Db, event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  onLost(listener: () => void): () => void;
  /** Listening now: false before start, after stop, and while a lost connection comes back. */
  listening(): boolean;
  /** Starts listening (the server does it before it is ready). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

function parseEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent> | null;
    if (
      value?.type === 'message' &&
      Number.isSafeInteger(value.conversationId) &&
      Number.isSafeInteger(value.messageId)
    ) {
      return value as LiveEvent;
    }
    if (
      (value?.type === 'sessions-ended' || value?.type === 'notifications') &&
      Number.isSafeInteger(value.userId)
    ) {
      return value as LiveEvent;
    }
    if (
      value?.type === 'conversation' &&
      Number.isSafeInteger(value.userId) &&
      Number.isSafeInteger(value.conversationId)
    ) {
      return value as LiveEvent;
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}

export function createLiveEvents(
  listen: Listen,
  log: { warn(details: object, message: string): void },
): LiveEvents {
  const listeners = new Set<LiveListener>();
  const lostListeners = new Set<() => void>();
  let stopListening: (() => Promise<void>) | null = null;
  let connected = false;
  const dispatch = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  return {
    publish: publishLiveEvent,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => void lostListeners.delete(listener);
    },
    async start() {
      if (stopListening) return;
      stopListening = await listen(LIVE_CHANNEL, {
        onPayload(payload) {
          const event = parseEvent(payload);
          if (event) dispatch(event);
        },
        onLost(error) {
          connected = false;
          log.warn({ err: error }, 'live events: the LISTEN connection was lost; reconnecting');
          for (const listener of [...lostListeners]) listener();
        },
        onRestored() {
          connected = true;
          log.warn({}, 'live events: listening again');
        },
      });
      connected = true;
    },
    listening: () => connected,
    async stop() {
      const stop = stopListening;
      stopListening = null;
      connected = false;
      await stop?.();
    },
  };
}
