import type { CollaClient } from './client';
import type { components } from './schema';

type Message = components['schemas']['Message'];

/** One dispatched Server-Sent Event. */
export interface ServerSentEvent {
  /** The `event:` field; `message` when the event named none. */
  type: string;
  /** The `data:` lines joined with line feeds. */
  data: string;
  /** The last `id:` seen on the stream so far ('' when none), as the SSE standard keeps it. */
  id: string;
}

/** An incremental SSE parser: push decoded text in any pieces, events come out whole. */
export interface ServerSentEventParser {
  push: (text: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end: () => void;
}

/**
 * Parses the `text/event-stream` format (WHATWG HTML, "Server-sent events"): `event:`, `id:`,
 * `data:` (several lines join with `\n`), comment lines starting with `:`, and CRLF, LF or CR line
 * ends, with text split anywhere between pushes (even between a CR and its LF).
 */
export function createServerSentEventParser(
  onEvent: (event: ServerSentEvent) => void,
): ServerSentEventParser {
  let buffer = '';
  let started = false;
  /** The previous push ended in a CR: a LF starting the next one belongs to that line end. */
  let skipLeadingLf = false;
  let type = '';
  let data = '';
  let hasData = false;
  let lastId = '';

  const dispatch = () => {
    if (hasData) onEvent({ type: type || 'message', data, id: lastId });
    type = '';
    data = '';
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') {
      data = hasData ? `${data}\n${value}` : value;
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: the reconnect delays are the client's.
  };

  return {
    push(text) {
      let chunk = text;
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      if (!started && chunk.length > 0) {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      type = '';
      data = '';
      hasData = false;
    },
  };
}

/** All the complete events in a whole `text/event-stream` text. */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createServerSentEventParser((event) => events.push(event));
  parser.push(text);
  parser.end();
  return events;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `message` event's data as a Message, or null when it is not one. */
export function parseMessageData(data: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { id, conversation_id, sender, body, created_at, client_id } = value;
  if (
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    typeof conversation_id !== 'number' ||
    !isRecord(sender) ||
    typeof sender.id !== 'number' ||
    typeof sender.name !== 'string' ||
    typeof body !== 'string' ||
    typeof created_at !== 'string' ||
    !(client_id === null || typeof client_id === 'string')
  ) {
    return null;
  }
  // The shape is checked above; the sender's other fields are the server's to get right.
  return value as unknown as Message;
}

export type ConversationStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Waits before each reconnect: 1 s, 2 s, 5 s, 10 s, then 30 s for every later try. */
export const STREAM_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Statuses after which the stream is not retried: signed out, not allowed, or gone. */
const FINAL_STATUSES = new Set([401, 403, 404]);

export interface SubscribeToConversationOptions {
  conversationId: number;
  /** The newest message id the caller already has; the server replays the ones after it. */
  lastEventId?: number;
  /** Each new message, once. */
  onMessage: (message: Message) => void;
  onStatus?: (status: ConversationStreamStatus) => void;
  /** Aborting it closes the stream for good. */
  signal: AbortSignal;
  /** Delays before reconnecting; the last one repeats. Defaults to `STREAM_RETRY_DELAYS_MS`. */
  retryDelaysMs?: readonly number[];
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** How a stream's connection is doing: the loop that keeps one open reports it. */
export type EventStreamStatus = ConversationStreamStatus;

interface FollowOptions {
  /** Opens one connection: the answer's status and, when it is a stream, its body. */
  connect: (signal: AbortSignal) => Promise<{ status: number; body: ReadableStream | null }>;
  onEvent: (event: ServerSentEvent) => void;
  onStatus?: ((status: EventStreamStatus) => void) | undefined;
  signal: AbortSignal;
  retryDelaysMs?: readonly number[] | undefined;
}

/**
 * Keeps an event stream open: connects, hands each event on, and when the stream ends or the
 * network fails reconnects after a delay (`STREAM_RETRY_DELAYS_MS`). A 401, 403 or 404, or the
 * signal aborting, ends it for good (status `closed`). Resolves once it has closed.
 */
async function followEventStream(options: FollowOptions): Promise<void> {
  const { connect, onEvent, onStatus, signal } = options;
  const delays =
    options.retryDelaysMs && options.retryDelaysMs.length > 0
      ? options.retryDelaysMs
      : STREAM_RETRY_DELAYS_MS;
  let failures = 0;
  let status: EventStreamStatus | null = null;
  const setStatus = (next: EventStreamStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };

  setStatus('connecting');
  while (!signal.aborted) {
    try {
      const response = await connect(signal);
      if (FINAL_STATUSES.has(response.status)) break;
      if (response.status >= 200 && response.status < 300 && response.body) {
        setStatus('open');
        failures = 0;
        await readEvents(response.body, signal, onEvent);
      }
    } catch {
      // A network failure or a dropped connection: tried again below, unless aborted.
    }
    if (signal.aborted) break;
    setStatus('reconnecting');
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
    failures += 1;
    await wait(delay, signal);
  }
  setStatus('closed');
}

/**
 * Follows a conversation's live messages (`GET /api/conversations/{id}/stream`) through the typed
 * client, so the bearer token and the 401 handling apply. When the stream ends or the network
 * fails it reconnects after a delay with `Last-Event-ID` set to the largest id seen, so no message
 * is lost, and each id is passed on once. A 401, 403 or 404, or the signal aborting, ends it for
 * good (status `closed`). Resolves once it has closed.
 */
export async function subscribeToConversation(
  client: CollaClient,
  options: SubscribeToConversationOptions,
): Promise<void> {
  const { conversationId, onMessage, onStatus, signal } = options;
  let lastId = options.lastEventId;
  const delivered = new Set<number>();

  const deliver = (event: ServerSentEvent) => {
    if (event.type !== 'message') return;
    const message = parseMessageData(event.data);
    if (!message || delivered.has(message.id)) return;
    delivered.add(message.id);
    if (lastId === undefined || message.id > lastId) lastId = message.id;
    try {
      onMessage(message);
    } catch (error) {
      console.error('A chat message handler failed', error);
    }
  };

  await followEventStream({
    signal,
    onStatus,
    onEvent: deliver,
    retryDelaysMs: options.retryDelaysMs,
    async connect(abort) {
      const { data, response } = await client.GET('/api/conversations/{id}/stream', {
        params: {
          path: { id: conversationId },
          header: lastId === undefined ? undefined : { 'Last-Event-ID': lastId },
        },
        headers: { Accept: 'text/event-stream' },
        parseAs: 'stream',
        signal: abort,
      });
      return { status: response.status, body: data ?? null };
    },
  });
}

/** What the signed-in user's own stream says changed (`GET /api/me/events`). */
export type MyEvent =
  { type: 'notification'; count: number } | { type: 'conversation'; conversationId: number };

/** A user event's data, or null when it is not one this client knows. */
export function parseMyEvent(event: ServerSentEvent): MyEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (event.type === 'notification' && Number.isInteger(value.count)) {
    return { type: 'notification', count: value.count as number };
  }
  if (event.type === 'conversation' && Number.isInteger(value.conversation_id)) {
    return { type: 'conversation', conversationId: value.conversation_id as number };
  }
  return null;
}

export interface SubscribeToMyEventsOptions {
  onEvent: (event: MyEvent) => void;
  /** `open` on every (re)connection: the moment to refetch what may have changed meanwhile. */
  onStatus?: (status: EventStreamStatus) => void;
  /** Aborting it closes the stream for good. */
  signal: AbortSignal;
  retryDelaysMs?: readonly number[];
}

/**
 * Follows the signed-in user's own events (`GET /api/me/events`) through the typed client: the
 * unread count and changed conversations. Events are not replayed: a client refetches on `open`.
 * Reconnects like `subscribeToConversation`; resolves once it has closed.
 */
export async function subscribeToMyEvents(
  client: CollaClient,
  options: SubscribeToMyEventsOptions,
): Promise<void> {
  const { onEvent, onStatus, signal } = options;
  await followEventStream({
    signal,
    onStatus,
    retryDelaysMs: options.retryDelaysMs,
    onEvent(event) {
      const parsed = parseMyEvent(event);
      if (!parsed) return;
      try {
        onEvent(parsed);
      } catch (error) {
        console.error('A live event handler failed', error);
      }
    },
    async connect(abort) {
      const { data, response } = await client.GET('/api/me/events', {
        headers: { Accept: 'text/event-stream' },
        parseAs: 'stream',
        signal: abort,
      });
      return { status: response.status, body: data ?? null };
    },
  });
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parser = createServerSentEventParser(onEvent);
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      if (signal.aborted) return;
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
