import type { components } from '@colla/api-client/schema';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { messages, users } from '../db/schema/index';
import { appScopeOf } from '../push/queue';
import { toMessage } from '../serializers/chat';
import { conversationEvent } from './chat';

type Message = components['schemas']['Message'];

/** A comment line is sent this often so proxies and clients keep the connection open. */
export const KEEP_ALIVE_MS = 25_000;
const REPLAY_BATCH = 200;

/** Closers of the streams open in this process (so a shutdown can end them). */
const openStreams = new Set<() => void>();

/** Ends every open stream (call before closing the server: open streams keep it alive). */
export function closeAllStreams(): void {
  for (const close of [...openStreams]) close();
}

export const openStreamCount = () => openStreams.size;

/**
 * Who is reading which conversation right now: the open streams of this process, per app
 * (its database) and `conversationId:userId`. Another server process does not see them.
 */
const readers = new WeakMap<object, Map<string, number>>();
const noApp = {};
const readerKey = (conversationId: number, userId: number) => `${conversationId}:${userId}`;

function readersOf(db: Db): Map<string, number> {
  const scope = appScopeOf(db) ?? noApp;
  let map = readers.get(scope);
  if (!map) {
    map = new Map();
    readers.set(scope, map);
  }
  return map;
}

/** The user has the conversation's stream open (in this process): they are reading it. */
export function isReadingConversation(db: Db, conversationId: number, userId: number): boolean {
  return (readersOf(db).get(readerKey(conversationId, userId)) ?? 0) > 0;
}

function isMessage(payload: unknown): payload is Message {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'id' in payload &&
    typeof payload.id === 'number'
  );
}

/** The `Last-Event-ID` header as a message id, or null when absent or not an id. */
export function lastEventIdOf(req: FastifyRequest): number | null {
  const header = req.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export const messageEvent = (message: Message) =>
  `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * Turns the response into a Server-Sent Events stream of a conversation's new messages.
 * Authorization must have been checked before: from here on the handler owns the socket.
 * With `lastEventId`, the messages after it are replayed first; live messages arriving during
 * the replay are queued and sent after it. Each message is sent at most once.
 */
export async function streamConversationMessages(
  app: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  conversationId: number,
  lastEventId: number | null,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(': connected\n\n');

  let closed = false;
  let replaying = lastEventId !== null;
  const queued: Message[] = [];
  // Ids already sent. Not just the highest one: two sends can commit (and arrive here) out of
  // id order, and the later-committed lower id must still be delivered.
  const sent = new Set<number>();
  let replayedUpTo = lastEventId ?? 0;

  const write = (chunk: string) => {
    if (!closed && !raw.writableEnded && !raw.destroyed) raw.write(chunk);
  };
  const send = (message: Message) => {
    if (sent.has(message.id) || (lastEventId !== null && message.id <= lastEventId)) return;
    sent.add(message.id);
    write(messageEvent(message));
  };
  const listener = (payload: unknown) => {
    if (!isMessage(payload)) return;
    if (replaying) queued.push(payload);
    else send(payload);
  };
  const event = conversationEvent(conversationId);
  app.events.on(event, listener);
  const timer = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  timer.unref();

  // An admin impersonating the user is not the user reading.
  const userId = req.auth?.impersonator ? undefined : req.auth?.user.id;
  const reading = userId === undefined ? null : readersOf(app.db);
  const key = readerKey(conversationId, userId ?? 0);
  reading?.set(key, (reading.get(key) ?? 0) + 1);

  const close = () => {
    if (closed) return;
    closed = true;
    if (reading) {
      const left = (reading.get(key) ?? 1) - 1;
      if (left > 0) reading.set(key, left);
      else reading.delete(key);
    }
    clearInterval(timer);
    app.events.off(event, listener);
    openStreams.delete(close);
    if (!raw.writableEnded) raw.end();
  };
  openStreams.add(close);
  raw.on('close', close);
  req.raw.on('close', close);

  if (lastEventId === null) return;
  try {
    for (;;) {
      const rows = await app.db
        .select({ message: messages, sender: users })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.conversationId, conversationId), gt(messages.id, replayedUpTo)))
        .orderBy(asc(messages.id))
        .limit(REPLAY_BATCH);
      for (const row of rows) {
        send(toMessage(row.message, row.sender));
        replayedUpTo = row.message.id;
      }
      if (rows.length < REPLAY_BATCH || closed) break;
    }
  } catch (error) {
    req.log.error({ err: error }, 'chat stream replay failed');
    close();
  } finally {
    replaying = false;
    queued.sort((a, b) => a.id - b.id);
    for (const message of queued.splice(0)) send(message);
  }
}
