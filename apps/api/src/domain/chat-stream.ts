import type { components } from '@colla/api-client/schema';
import { and, asc, count, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { chatStreams as chatStreamRows, messages, users } from '../db/schema';
import { HttpError, unauthenticated } from '../http/errors';
import { toMessage } from '../serializers/chat';
import {
  endInvalidSessions,
  liveUnavailable,
  requireListening,
  sseEvent,
  startEventStream,
  streamsOfSessionUser,
  type EventStreamWriter,
  type SessionBoundStream,
} from './event-streams';
import type { LiveEvents } from './live-events';

export { KEEP_ALIVE_MS } from './event-streams';

type Message = components['schemas']['Message'];

/** A stream's row lives this long past its last heartbeat (its process may have died). */
export const READER_TTL_MS = 60_000;
/** How often a process renews its streams' rows (and checks their sessions are still valid). */
export const READER_HEARTBEAT_MS = 20_000;
/** Open streams one session may hold, over every process. */
export const MAX_STREAMS_PER_SESSION = 10;
const REPLAY_BATCH = 200;
const LIVE_MESSAGES_UNAVAILABLE = /*i18n*/ {
  id: 'Live messages are unavailable for a moment. Please try again.',
};

/** Messages with their senders, in id order. */
async function loadMessages(db: Db, where: SQL | undefined, limit: number): Promise<Message[]> {
  const rows = await db
    .select({ message: messages, sender: users })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.map((row) => toMessage(row.message, row.sender));
}

/**
 * Someone has this conversation's stream open on any server process (a reader row not yet
 * expired at `now`): they are reading it, so no chat notification.
 */
export async function isReadingConversation(
  db: Db,
  conversationId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatStreamRows.id })
    .from(chatStreamRows)
    .where(
      and(
        eq(chatStreamRows.conversationId, conversationId),
        eq(chatStreamRows.userId, userId),
        eq(chatStreamRows.reading, true),
        gt(chatStreamRows.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Deletes stream rows that expired (their process died without removing them). */
export async function sweepExpiredReaders(db: Db, now: Date): Promise<void> {
  await db.delete(chatStreamRows).where(lt(chatStreamRows.expiresAt, now));
}

export interface ChatStreamsOptions {
  db: Db;
  live: LiveEvents;
  now: () => Date;
  log: { error(object: unknown, message: string): void };
}

/**
 * The chat streams of one server process: it hears every process's new messages through the
 * live events, loads each message once (in the order the events came, which is commit order),
 * and hands it to this process's streams of that conversation. It also keeps this process's
 * reader rows alive.
 */
export interface ChatStreams {
  /**
   * Turns the response into a Server-Sent Events stream of a conversation's new messages.
   * Authorization must have been checked before. With `lastEventId`, the messages after it are
   * replayed first; live messages arriving meanwhile wait and follow. Each message is sent at
   * most once. Answers 503 (nothing hijacked) while live events are not being heard.
   */
  open(
    req: FastifyRequest,
    reply: FastifyReply,
    conversationId: number,
    lastEventId: number | null,
  ): Promise<void>;
  /** Open streams in this process. */
  count(): number;
  /** Ends every open stream (shutdown; lost live events). */
  closeAll(): void;
  stop(): void;
}

/** One open stream, as the process's fan-out sees it. */
interface OpenStream extends SessionBoundStream {
  deliver(message: Message): void;
}

export function createChatStreams({ db, live, now, log }: ChatStreamsOptions): ChatStreams {
  const byConversation = new Map<number, Set<OpenStream>>();
  const open = new Set<OpenStream>();
  const rowIds = new Set<string>();
  // Messages are loaded one after another, so streams get them in the events' order.
  let chain: Promise<void> = Promise.resolve();

  const streamsOf = (conversationId: number) => [...(byConversation.get(conversationId) ?? [])];

  const unsubscribeLive = live.subscribe((event) => {
    if (event.type === 'sessions-ended') {
      void endInvalidSessions(db, streamsOfSessionUser(open, event.userId), log);
      return;
    }
    if (event.type !== 'message' || !byConversation.has(event.conversationId)) return;
    chain = chain.then(async () => {
      if (!byConversation.has(event.conversationId)) return;
      try {
        const [message] = await loadMessages(db, eq(messages.id, event.messageId), 1);
        if (message) for (const stream of streamsOf(event.conversationId)) stream.deliver(message);
      } catch (error) {
        // The streams come back with Last-Event-ID and replay what they missed.
        log.error({ err: error }, 'chat stream: loading a new message failed');
        for (const stream of streamsOf(event.conversationId)) stream.close();
      }
    });
  });
  // Events of the time without LISTEN are lost: streams end, clients reconnect and replay.
  const unsubscribeLost = live.onLost(() => closeAll());

  const heartbeat = setInterval(() => {
    if (rowIds.size === 0) return;
    db.update(chatStreamRows)
      .set({ expiresAt: new Date(now().getTime() + READER_TTL_MS) })
      .where(inArray(chatStreamRows.id, [...rowIds]))
      .catch((error: unknown) => log.error({ err: error }, 'chat stream: heartbeat failed'));
    // A backstop for sessions ended in any other way.
    void endInvalidSessions(db, [...open], log);
  }, READER_HEARTBEAT_MS);
  heartbeat.unref();

  function closeAll() {
    for (const stream of [...open]) stream.close();
  }

  async function openStream(
    req: FastifyRequest,
    reply: FastifyReply,
    conversationId: number,
    lastEventId: number | null,
  ): Promise<void> {
    requireListening(live, LIVE_MESSAGES_UNAVAILABLE);
    const auth = req.auth;
    if (!auth) throw unauthenticated();
    const [held] = await db
      .select({ count: count() })
      .from(chatStreamRows)
      .where(and(eq(chatStreamRows.tokenId, auth.tokenId), gt(chatStreamRows.expiresAt, now())));
    if ((held?.count ?? 0) >= MAX_STREAMS_PER_SESSION) {
      throw new HttpError(
        429,
        /*i18n*/ {
          id: 'Too many live conversations are open in this session (at most {max}). Close one and try again.',
          values: { max: String(MAX_STREAMS_PER_SESSION) },
        },
        undefined,
        { 'Retry-After': String(READER_HEARTBEAT_MS / 1000) },
      );
    }
    let closed = false;
    // Until the answer has started (and the replay is done) live messages wait here.
    let waiting = true;
    const queued: Message[] = [];
    // Ids already sent. Not just the highest one: two sends can commit (and arrive here) out of
    // id order, and the later-committed lower id must still be delivered.
    const sent = new Set<number>();
    let replayedUpTo = lastEventId ?? 0;
    let rowId: string | null = null;
    let writer: EventStreamWriter | null = null;

    const send = (message: Message) => {
      if (sent.has(message.id) || message.id <= (lastEventId ?? 0)) return;
      sent.add(message.id);
      writer?.write(messageEvent(message));
    };
    const stream: OpenStream = {
      tokenId: auth.tokenId,
      userId: auth.user.id,
      impersonatorId: auth.impersonator?.id ?? null,
      deliver(message) {
        if (message.conversation_id !== conversationId) return;
        if (waiting) queued.push(message);
        else send(message);
      },
      close() {
        if (closed) return;
        closed = true;
        const set = byConversation.get(conversationId);
        set?.delete(stream);
        if (set?.size === 0) byConversation.delete(conversationId);
        open.delete(stream);
        if (rowId !== null) {
          const id = rowId;
          rowIds.delete(id);
          db.delete(chatStreamRows)
            .where(eq(chatStreamRows.id, id))
            .catch((error: unknown) =>
              log.error({ err: error }, 'chat stream: removing its row failed'),
            );
        }
        writer?.end();
      },
    };
    // Listening starts first, so nothing committed from here on is missed.
    let listeners = byConversation.get(conversationId);
    if (!listeners) {
      listeners = new Set();
      byConversation.set(conversationId, listeners);
    }
    listeners.add(stream);
    open.add(stream);

    const id = randomUUID();
    try {
      await db.insert(chatStreamRows).values({
        id,
        conversationId,
        userId: auth.user.id,
        tokenId: auth.tokenId,
        // An admin impersonating the user is not the user reading.
        reading: auth.impersonator === null,
        expiresAt: new Date(now().getTime() + READER_TTL_MS),
      });
    } catch (error) {
      stream.close();
      throw error;
    }
    rowId = id;
    rowIds.add(id);
    // Ended while the row was being written (lost live events, an ended session): nothing was
    // hijacked yet; the client comes back and hears why.
    if (closed) throw liveUnavailable(LIVE_MESSAGES_UNAVAILABLE);

    writer = startEventStream(req, reply, () => stream.close());

    try {
      while (lastEventId !== null && !closed) {
        const batch = await loadMessages(
          db,
          and(eq(messages.conversationId, conversationId), gt(messages.id, replayedUpTo)),
          REPLAY_BATCH,
        );
        for (const message of batch) {
          send(message);
          replayedUpTo = message.id;
        }
        if (batch.length < REPLAY_BATCH) break;
      }
    } catch (error) {
      req.log.error({ err: error }, 'chat stream replay failed');
      stream.close();
    } finally {
      waiting = false;
      queued.sort((a, b) => a.id - b.id);
      for (const message of queued.splice(0)) send(message);
    }
  }

  return {
    open: openStream,
    count: () => open.size,
    closeAll,
    stop() {
      closeAll();
      clearInterval(heartbeat);
      unsubscribeLive();
      unsubscribeLost();
    },
  };
}

/** The `Last-Event-ID` header as a message id, or null when absent or not an id. */
export function lastEventIdOf(req: FastifyRequest): number | null {
  const header = req.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export const messageEvent = (message: Message) => sseEvent('message', message, message.id);
