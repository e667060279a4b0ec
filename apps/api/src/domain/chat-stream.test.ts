import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context';
import { createAppContext } from '../context';
import type { Database } from '../db/client';
import { testConfig } from '../config';
import {
  KEEP_ALIVE_MS,
  closeAllStreams,
  lastEventIdOf,
  openStreamCount,
  streamConversationMessages,
} from './chat-stream';

/** A response socket that records what is written. */
class FakeRaw extends EventEmitter {
  chunks: string[] = [];
  status = 0;
  headers: Record<string, string> = {};
  writableEnded = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

function fakes(headers: Record<string, string> = {}) {
  const raw = new FakeRaw();
  const reqRaw = new EventEmitter();
  const hijack = vi.fn();
  const reply = { raw, hijack } as unknown as FastifyReply;
  const req = {
    raw: reqRaw,
    headers,
    log: { error: vi.fn() },
  } as unknown as FastifyRequest;
  // No database calls happen without Last-Event-ID.
  const app: AppContext = createAppContext({} as Database, testConfig());
  return { raw, reqRaw, hijack, reply, req, app };
}

const message = (id: number) => ({
  id,
  conversation_id: 5,
  sender: { id: 1, first_name: 'Laia', last_name: 'Puig', name: 'Laia Puig', avatar_path: null },
  body: `Message ${id}`,
  client_id: null,
  created_at: '2026-06-05T11:02:00Z',
});

describe('streamConversationMessages', () => {
  afterEach(() => {
    closeAllStreams();
    vi.useRealTimers();
  });

  it('hijacks, sends the SSE headers and a first comment', async () => {
    const { raw, hijack, reply, req, app } = fakes();
    await streamConversationMessages(app, req, reply, 5, null);
    expect(hijack).toHaveBeenCalledOnce();
    expect(raw.status).toBe(200);
    expect(raw.headers).toEqual({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    expect(raw.chunks).toEqual([': connected\n\n']);
  });

  it("writes the conversation's messages as events, once each, and no other conversation's", async () => {
    const { raw, reply, req, app } = fakes();
    await streamConversationMessages(app, req, reply, 5, null);
    app.events.emit('conversation:5', message(7));
    app.events.emit('conversation:6', message(8));
    app.events.emit('conversation:5', message(7));
    app.events.emit('conversation:5', { not: 'a message' });
    expect(raw.chunks.slice(1)).toEqual([
      `id: 7\nevent: message\ndata: ${JSON.stringify(message(7))}\n\n`,
    ]);
  });

  it('delivers a message that arrives after a higher id (commits out of order)', async () => {
    const { raw, reply, req, app } = fakes();
    await streamConversationMessages(app, req, reply, 5, null);
    app.events.emit('conversation:5', message(11));
    app.events.emit('conversation:5', message(10));
    expect(raw.chunks.slice(1).map((c) => c.split('\n')[0])).toEqual(['id: 11', 'id: 10']);
  });

  it('sends a keep-alive comment every 25 seconds', async () => {
    vi.useFakeTimers();
    const { raw, reply, req, app } = fakes();
    await streamConversationMessages(app, req, reply, 5, null);
    expect(KEEP_ALIVE_MS).toBe(25_000);
    vi.advanceTimersByTime(24_999);
    expect(raw.chunks).toEqual([': connected\n\n']);
    vi.advanceTimersByTime(1);
    expect(raw.chunks).toEqual([': connected\n\n', ': keep-alive\n\n']);
    vi.advanceTimersByTime(50_000);
    expect(raw.chunks.filter((c) => c === ': keep-alive\n\n')).toHaveLength(3);
  });

  it('unsubscribes and stops the keep-alive when the client goes away', async () => {
    vi.useFakeTimers();
    const { raw, reqRaw, reply, req, app } = fakes();
    await streamConversationMessages(app, req, reply, 5, null);
    expect(openStreamCount()).toBe(1);
    reqRaw.emit('close');
    expect(openStreamCount()).toBe(0);
    const written = raw.chunks.length;
    app.events.emit('conversation:5', message(9));
    vi.advanceTimersByTime(100_000);
    expect(raw.chunks).toHaveLength(written);
    expect(raw.writableEnded).toBe(true);
  });

  it('closeAllStreams ends every open stream (for shutdown)', async () => {
    const one = fakes();
    const two = fakes();
    await streamConversationMessages(one.app, one.req, one.reply, 5, null);
    await streamConversationMessages(two.app, two.req, two.reply, 6, null);
    expect(openStreamCount()).toBe(2);
    closeAllStreams();
    expect(openStreamCount()).toBe(0);
    expect(one.raw.writableEnded && two.raw.writableEnded).toBe(true);
  });
});

describe('lastEventIdOf', () => {
  const req = (value?: string) =>
    ({
      headers: value === undefined ? {} : { 'last-event-id': value },
    }) as unknown as FastifyRequest;
  it('reads a message id', () => {
    expect(lastEventIdOf(req('903'))).toBe(903);
    expect(lastEventIdOf(req(' 12 '))).toBe(12);
  });
  it('ignores anything else', () => {
    expect(lastEventIdOf(req())).toBeNull();
    expect(lastEventIdOf(req('abc'))).toBeNull();
    expect(lastEventIdOf(req('-1'))).toBeNull();
  });
});
