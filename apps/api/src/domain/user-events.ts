import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError, unauthenticated } from '../http/errors';
import {
  endInvalidSessions,
  requireListening,
  sseEvent,
  startEventStream,
  streamsOfSessionUser,
  type SessionBoundStream,
} from './event-streams';
import type { LiveEvents } from './live-events';
import { unreadNotificationCount } from './notifications';

/** How often open streams check their sessions are still valid (a backstop to the events). */
export const SESSION_CHECK_MS = 20_000;
/** Open user event streams one session may hold in one server process (one per tab). */
export const MAX_USER_STREAMS_PER_SESSION = 10;

const LIVE_UPDATES_UNAVAILABLE = /*i18n*/ {
  id: 'Live updates are unavailable for a moment. Please try again.',
};

/** The `notification` event: the user's unread notifications now. */
export const notificationEvent = (count: number) => sseEvent('notification', { count });
/** The `conversation` event: one of the user's conversations changed. */
export const conversationEvent = (conversationId: number) =>
  sseEvent('conversation', { conversation_id: conversationId });

export interface UserEventStreamsOptions {
  db: Db;
  live: LiveEvents;
  log: { error(object: unknown, message: string): void };
}

/**
 * The signed-in users' own event streams in one server process (`GET /api/me/events`): each
 * hears, through the live events of every process, only its own user's `notifications` and
 * `conversation` events, as small SSE events the client answers by refetching.
 */
export interface UserEventStreams {
  /**
   * Turns the response into the caller's event stream: `: connected`, then a `notification`
   * event with the current unread count, then live events. Answers 503 (nothing hijacked)
   * while live events are not heard, 429 past the streams a session may hold.
   */
  open(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Open streams in this process. */
  count(): number;
  closeAll(): void;
  stop(): void;
}

interface UserStream extends SessionBoundStream {
  write(chunk: string): void;
}

export function createUserEventStreams({
  db,
  live,
  log,
}: UserEventStreamsOptions): UserEventStreams {
  const byUser = new Map<number, Set<UserStream>>();
  const open = new Set<UserStream>();
  // Counts are read one after another, so a stream's counts arrive in the events' order.
  let chain: Promise<void> = Promise.resolve();

  const streamsOf = (userId: number) => [...(byUser.get(userId) ?? [])];

  const sendCount = (userId: number) => {
    chain = chain.then(async () => {
      if (!byUser.has(userId)) return;
      try {
        const count = await unreadNotificationCount(db, userId);
        for (const stream of streamsOf(userId)) stream.write(notificationEvent(count));
      } catch (error) {
        // The client refetches when it reconnects.
        log.error({ err: error }, 'user events: reading the unread count failed');
        for (const stream of streamsOf(userId)) stream.close();
      }
    });
  };

  const unsubscribeLive = live.subscribe((event) => {
    if (event.type === 'sessions-ended') {
      void endInvalidSessions(db, streamsOfSessionUser(open, event.userId), log);
    } else if (event.type === 'notifications') {
      sendCount(event.userId);
    } else if (event.type === 'conversation') {
      for (const stream of streamsOf(event.userId)) {
        stream.write(conversationEvent(event.conversationId));
      }
    }
  });
  // Events of the time without LISTEN are lost: streams end, clients reconnect and refetch.
  const unsubscribeLost = live.onLost(() => closeAll());

  const sessionCheck = setInterval(() => {
    void endInvalidSessions(db, [...open], log);
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  function closeAll() {
    for (const stream of [...open]) stream.close();
  }

  async function openStream(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    requireListening(live, LIVE_UPDATES_UNAVAILABLE);
    const auth = req.auth;
    if (!auth) throw unauthenticated();
    const held = [...open].filter((s) => s.tokenId === auth.tokenId).length;
    if (held >= MAX_USER_STREAMS_PER_SESSION) {
      throw new HttpError(
        429,
        /*i18n*/ {
          id: 'Too many live tabs are open in this session (at most {max}). Close one and try again.',
          values: { max: String(MAX_USER_STREAMS_PER_SESSION) },
        },
        undefined,
        { 'Retry-After': String(SESSION_CHECK_MS / 1000) },
      );
    }
    const userId = auth.user.id;
    let writer: { write(chunk: string): void; end(): void } | null = null;
    let closed = false;
    const stream: UserStream = {
      tokenId: auth.tokenId,
      userId,
      impersonatorId: auth.impersonator?.id ?? null,
      write: (chunk) => writer?.write(chunk),
      close() {
        if (closed) return;
        closed = true;
        const set = byUser.get(userId);
        set?.delete(stream);
        if (set?.size === 0) byUser.delete(userId);
        open.delete(stream);
        writer?.end();
      },
    };
    // Listening starts before the first count is read, so no change after it is missed.
    let streams = byUser.get(userId);
    if (!streams) {
      streams = new Set();
      byUser.set(userId, streams);
    }
    streams.add(stream);
    open.add(stream);
    writer = startEventStream(req, reply, () => stream.close());
    sendCount(userId);
    await chain;
  }

  return {
    open: openStream,
    count: () => open.size,
    closeAll,
    stop() {
      closeAll();
      clearInterval(sessionCheck);
      unsubscribeLive();
      unsubscribeLost();
    },
  };
}
