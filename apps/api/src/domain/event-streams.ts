import type { FastifyReply, FastifyRequest } from 'fastify';
import { activeTokenIds } from '../auth/context';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { ServerMessage } from '../i18n/messages';
import type { LiveEvents } from './live-events';

/**
 * The Server-Sent Events plumbing the live streams share (the chat stream and the user's own
 * event stream): the answer's headers, keep-alive comments, the end of a stream when its
 * connection or its session ends, and the 503 while live events are not heard.
 */

/** A comment line is sent this often so proxies and clients keep the connection open. */
export const KEEP_ALIVE_MS = 25_000;

/** One open stream as its session's checks see it. */
export interface SessionBoundStream {
  /** The session it belongs to: it ends when that session does. */
  tokenId: number;
  userId: number;
  impersonatorId: number | null;
  close(): void;
}

/** A 503 that asks the client to come back in 2 seconds. */
export const liveUnavailable = (message: ServerMessage) =>
  new HttpError(503, message, undefined, { 'Retry-After': '2' });

/** Answers 503 (nothing hijacked) while this process cannot hear live events. */
export function requireListening(live: LiveEvents, message: ServerMessage): void {
  if (!live.listening()) throw liveUnavailable(message);
}

/** Ends the given streams whose session is no longer valid (signed out, revoked, disabled). */
export async function endInvalidSessions(
  db: Db,
  streams: readonly SessionBoundStream[],
  log: { error(object: unknown, message: string): void },
): Promise<void> {
  if (streams.length === 0) return;
  try {
    const valid = await activeTokenIds(db, [...new Set(streams.map((s) => s.tokenId))]);
    for (const stream of streams) if (!valid.has(stream.tokenId)) stream.close();
  } catch (error) {
    log.error({ err: error }, 'live stream: checking sessions failed');
  }
}

/** The streams a `sessions-ended` event of `userId` concerns: the user's, or those they impersonate in. */
export const streamsOfSessionUser = <S extends SessionBoundStream>(
  streams: Iterable<S>,
  userId: number,
): S[] => [...streams].filter((s) => s.userId === userId || s.impersonatorId === userId);

export interface EventStreamWriter {
  /** Writes an SSE chunk (ignored once the stream has ended). */
  write(chunk: string): void;
  /** Ends the answer (and the keep-alive comments). */
  end(): void;
}

/**
 * Takes over the answer as a `text/event-stream` (200, no caching, unbuffered by proxies),
 * writes `: connected`, then a keep-alive comment every 25 s. `onClose` runs once when the
 * client goes away.
 */
export function startEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): EventStreamWriter {
  const raw = reply.raw;
  let ended = false;
  const write = (chunk: string) => {
    if (!ended && !raw.writableEnded && !raw.destroyed) raw.write(chunk);
  };
  const timer = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  timer.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    if (!raw.writableEnded) raw.end();
  };
  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(': connected\n\n');
  raw.on('close', onClose);
  req.raw.on('close', onClose);
  return { write, end };
}

/** One named SSE event with a JSON `data` line (and an `id` when given). */
export const sseEvent = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
