import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStorage } from './auth-storage';
import { createCollaClient } from './client';
import type { components } from './schema';
import {
  STREAM_RETRY_DELAYS_MS,
  createServerSentEventParser,
  parseMessageData,
  parseServerSentEvents,
  subscribeToConversation,
  subscribeToMyEvents,
  type ConversationStreamStatus,
  type MyEvent,
  type ServerSentEvent,
} from './stream';
import { MemoryStorage, brandUser } from './test-support';

type Message = components['schemas']['Message'];

const BASE = 'http://colla.test';
const encoder = new TextEncoder();

function message(id: number, body = `Message ${id}`): Message {
  return {
    id,
    conversation_id: 5,
    sender: {
      id: 12,
      first_name: 'Jordi',
      last_name: 'Ferrer',
      name: 'Jordi Ferrer',
      avatar_path: null,
    },
    body,
    client_id: null,
    created_at: '2026-06-05T11:02:00Z',
  };
}

const event = (m: Message) => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`;

describe('parseServerSentEvents', () => {
  it('reads event, id and data fields, skipping comments', () => {
    const text = ': connected\n\nevent: message\nid: 7\ndata: {"a":1}\n\n: keep-alive\n\n';
    expect(parseServerSentEvents(text)).toEqual([{ type: 'message', data: '{"a":1}', id: '7' }]);
  });

  it('joins multi-line data with line feeds and defaults the type to message', () => {
    expect(parseServerSentEvents('data: first\ndata: second\ndata\n\n')).toEqual([
      { type: 'message', data: 'first\nsecond\n', id: '' },
    ]);
  });

  it('accepts CRLF, LF and CR line ends', () => {
    const events = parseServerSentEvents(
      'event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\revent: c\ndata: 3\n\n',
    );
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
  });

  it('drops an event without data and an unfinished last event', () => {
    expect(parseServerSentEvents('event: ping\n\ndata: cut off')).toEqual([]);
  });

  it('keeps the last id for later events, and removes only one space after the colon', () => {
    expect(parseServerSentEvents('id: 3\ndata:  two spaces\n\ndata:x\n\n')).toEqual([
      { type: 'message', data: ' two spaces', id: '3' },
      { type: 'message', data: 'x', id: '3' },
    ]);
  });

  it('ignores a byte order mark at the start', () => {
    expect(parseServerSentEvents('\uFEFFdata: hi\n\n')).toEqual([
      { type: 'message', data: 'hi', id: '' },
    ]);
  });
});

describe('createServerSentEventParser', () => {
  it('gives the same events however the text is split, even between CR and LF', () => {
    const text =
      `: connected\r\n\r\n${event(message(1))}`.replace(/\n/g, '\r\n') + event(message(2));
    const whole = parseServerSentEvents(text);
    expect(whole).toHaveLength(2);
    for (let size = 1; size <= 7; size += 1) {
      const events: ServerSentEvent[] = [];
      const parser = createServerSentEventParser((e) => events.push(e));
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      parser.end();
      expect(events).toEqual(whole);
    }
  });
});

describe('parseMessageData', () => {
  it('reads a message and rejects anything else', () => {
    expect(parseMessageData(JSON.stringify(message(4)))).toEqual(message(4));
    expect(parseMessageData('not json')).toBeNull();
    expect(parseMessageData('{"id":"4"}')).toBeNull();
    expect(parseMessageData('null')).toBeNull();
    expect(parseMessageData('[1]')).toBeNull();
  });
});

/** A controllable `text/event-stream` response. */
function streamResponse() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (bytes: Uint8Array | string) =>
      controller?.enqueue(typeof bytes === 'string' ? encoder.encode(bytes) : bytes),
    close: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
  };
}

type Stream = ReturnType<typeof streamResponse>;

function setup(answers: (() => Response | Stream | Error)[]) {
  const requests: Request[] = [];
  const streams: Stream[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const answer = answers.shift()?.() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    streams.push(answer);
    return answer.response;
  });
  const auth = createAuthStorage(new MemoryStorage(), new MemoryStorage());
  auth.setSession({ token: 'tok-5', user: brandUser });
  const onUnauthorized = vi.fn();
  const client = createCollaClient({ auth, baseUrl: BASE, fetch, onUnauthorized });
  const received: Message[] = [];
  const statuses: ConversationStreamStatus[] = [];
  const controller = new AbortController();
  return { client, requests, streams, fetch, received, statuses, controller, auth, onUnauthorized };
}

/** Lets promises (fetch, stream reads) settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('subscribeToConversation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(ctx: ReturnType<typeof setup>, lastEventId?: number) {
    return subscribeToConversation(ctx.client, {
      conversationId: 5,
      lastEventId,
      onMessage: (m) => ctx.received.push(m),
      onStatus: (s) => ctx.statuses.push(s),
      signal: ctx.controller.signal,
    });
  }

  it('asks for the stream with the auth header, the event-stream Accept and Last-Event-ID', async () => {
    const ctx = setup([streamResponse]);
    const done = start(ctx, 902);
    await settle();
    const request = ctx.requests[0];
    expect(request?.url).toBe(`${BASE}/api/conversations/5/stream`);
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-5');
    expect(request?.headers.get('Last-Event-ID')).toBe('902');
    expect(ctx.statuses).toEqual(['connecting', 'open']);
    ctx.controller.abort();
    await done;
    expect(ctx.statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('passes on messages split across chunks, UTF-8 included, and ignores malformed data', async () => {
    const ctx = setup([streamResponse]);
    const done = start(ctx);
    await settle();
    const stream = ctx.streams[0];
    const bytes = encoder.encode(
      `: connected\n\nevent: message\ndata: {broken\n\n${event(message(10, 'Perfecte, moltes gràcies! 🍷'))}`,
    );
    // Split inside the multi-byte characters too.
    for (let i = 0; i < bytes.length; i += 3) stream?.send(bytes.slice(i, i + 3));
    stream?.send('event: typing\ndata: {}\n\n');
    await settle();
    expect(ctx.received).toEqual([message(10, 'Perfecte, moltes gràcies! 🍷')]);
    ctx.controller.abort();
    await done;
  });

  it('reconnects after the stream ends, from the largest id, without duplicates', async () => {
    const ctx = setup([streamResponse, streamResponse]);
    const done = start(ctx, 900);
    await settle();
    ctx.streams[0]?.send(event(message(901)) + event(message(903)) + event(message(902)));
    ctx.streams[0]?.close();
    await settle();
    expect(ctx.statuses.at(-1)).toBe('reconnecting');
    expect(ctx.fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.fetch).toHaveBeenCalledTimes(2);
    expect(ctx.requests[1]?.headers.get('Last-Event-ID')).toBe('903');
    expect(ctx.statuses.at(-1)).toBe('open');

    // The server replays from 903; a repeat of a delivered id is passed on only once.
    ctx.streams[1]?.send(event(message(903)) + event(message(904)));
    await settle();
    expect(ctx.received.map((m) => m.id)).toEqual([901, 903, 902, 904]);
    ctx.controller.abort();
    await done;
  });

  it('backs off 1 s, 2 s, 5 s, 10 s, then 30 s on failures, and resets after an open', async () => {
    expect(STREAM_RETRY_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000, 30_000]);
    const networkDown = () => new TypeError('Failed to fetch');
    const serverError = () => new Response('{"message":"Server Error"}', { status: 500 });
    const ctx = setup([
      networkDown,
      serverError,
      networkDown,
      networkDown,
      networkDown,
      networkDown,
      streamResponse,
      networkDown,
      streamResponse,
    ]);
    const done = start(ctx);
    await settle();
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    expect(ctx.statuses).toEqual(['connecting', 'reconnecting']);

    for (const [delay, calls] of [
      [1_000, 2],
      [2_000, 3],
      [5_000, 4],
      [10_000, 5],
      [30_000, 6],
      [30_000, 7],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(ctx.fetch).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(ctx.fetch).toHaveBeenCalledTimes(calls);
    }
    expect(ctx.statuses.at(-1)).toBe('open');

    // The connection drops mid-stream: the delays start over at 1 s.
    ctx.streams[0]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ctx.fetch).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ctx.fetch).toHaveBeenCalledTimes(9);
    expect(ctx.statuses.at(-1)).toBe('open');
    ctx.controller.abort();
    await done;
    expect(ctx.statuses.at(-1)).toBe('closed');
  });

  it.each([401, 403, 404])('stops for good on %i', async (status) => {
    const ctx = setup([
      () => new Response(JSON.stringify({ message: 'No.' }), { status }),
      streamResponse,
    ]);
    await start(ctx);
    expect(ctx.statuses).toEqual(['connecting', 'closed']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    if (status === 401) {
      expect(ctx.onUnauthorized).toHaveBeenCalledTimes(1);
      expect(ctx.auth.getToken()).toBeNull();
    }
  });

  it('stops while waiting to reconnect when the signal aborts, leaving no timer behind', async () => {
    const ctx = setup([() => new TypeError('Failed to fetch'), streamResponse]);
    const done = start(ctx);
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    ctx.controller.abort();
    await done;
    expect(vi.getTimerCount()).toBe(0);
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    expect(ctx.statuses).toEqual(['connecting', 'reconnecting', 'closed']);
  });

  it('is not cut off by the 15 s request time-out', async () => {
    const ctx = setup([streamResponse]);
    const done = start(ctx);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    ctx.streams[0]?.send(event(message(20)));
    await settle();
    expect(ctx.received.map((m) => m.id)).toEqual([20]);
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    ctx.controller.abort();
    await done;
  });
});

describe('subscribeToMyEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the own stream with the auth header and passes on its known events only', async () => {
    const ctx = setup([streamResponse]);
    const events: MyEvent[] = [];
    const done = subscribeToMyEvents(ctx.client, {
      onEvent: (e) => events.push(e),
      onStatus: (s) => ctx.statuses.push(s),
      signal: ctx.controller.signal,
    });
    await settle();
    const request = ctx.requests[0];
    expect(request?.url).toBe(`${BASE}/api/me/events`);
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-5');
    ctx.streams[0]?.send(
      ': connected\n\nevent: notification\ndata: {"count":3}\n\nevent: conversation\ndata: {"conversation_id":5}\n\nevent: notification\ndata: {"count":"x"}\n\nevent: typing\ndata: {}\n\n',
    );
    await settle();
    expect(events).toEqual([
      { type: 'notification', count: 3 },
      { type: 'conversation', conversationId: 5 },
    ]);
    ctx.controller.abort();
    await done;
    expect(ctx.statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('reconnects after the stream ends (open again: the moment to refetch) and stops for good on a 401', async () => {
    const ctx = setup([
      streamResponse,
      streamResponse,
      () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
    ]);
    const done = subscribeToMyEvents(ctx.client, {
      onEvent: () => undefined,
      onStatus: (s) => ctx.statuses.push(s),
      signal: ctx.controller.signal,
      retryDelaysMs: [1_000],
    });
    await settle();
    ctx.streams[0]?.close();
    await settle();
    expect(ctx.statuses).toEqual(['connecting', 'open', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ctx.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    ctx.streams[1]?.close();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(ctx.statuses.at(-1)).toBe('closed');
    expect(ctx.requests).toHaveLength(3);
  });
});
