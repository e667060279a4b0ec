import { eq } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens, chatStreams, messages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  KEEP_ALIVE_MS,
  MAX_STREAMS_PER_SESSION,
  READER_HEARTBEAT_MS,
  READER_TTL_MS,
  createChatStreams,
  isReadingConversation,
  lastEventIdOf,
  type ChatStreams,
} from './chat-stream';
import { createDealFixture, type DealFixture } from '../test/deal-fixtures';
import type { LiveEvent, LiveEvents, LiveListener } from './live-events';

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

/** Live events the test delivers by hand (what LISTEN would hand over). */
function fakeLive() {
  const listeners = new Set<LiveListener>();
  const lost = new Set<() => void>();
  let listening = true;
  const live: LiveEvents = {
    publish: () => Promise.resolve(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onLost: (listener) => {
      lost.add(listener);
      return () => void lost.delete(listener);
    },
    listening: () => listening,
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return {
    live,
    emit: (event: LiveEvent) => listeners.forEach((listener) => listener(event)),
    lose: () => {
      listening = false;
      lost.forEach((listener) => listener());
    },
  };
}

let t: TestApp;
let deal: DealFixture;
let other: DealFixture;
let streams: ChatStreams;
let live: ReturnType<typeof fakeLive>;
/** The session token ids of creator A and brand user A. */
let creatorToken: number;
let brandToken: number;
const now = new Date('2026-06-05T11:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  deal = await createDealFixture(t.database.db, {
    brandId: t.world.brandA.id,
    creatorId: t.world.creatorA.user.id,
  });
  other = await createDealFixture(t.database.db, {
    brandId: t.world.brandA.id,
    creatorId: t.world.creatorA.user.id,
  });
  const tokenOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if (!row) throw new Error('no token');
    return row.id;
  };
  creatorToken = await tokenOf(t.world.creatorA.user.id);
  brandToken = await tokenOf(t.world.brandUserA.user.id);
});
afterAll(() => t.close());

/** Ends (a date) or restores (null) the creator's session. */
async function setCreatorTokenRevokedAt(revokedAt: Date | null) {
  await t.database.db.update(apiTokens).set({ revokedAt }).where(eq(apiTokens.id, creatorToken));
}

function setup() {
  live = fakeLive();
  streams = createChatStreams({
    db: t.database.db,
    live: live.live,
    now: () => now,
    log: { error: vi.fn() },
  });
}

afterEach(async () => {
  streams.stop();
  vi.useRealTimers();
  await t.database.db.delete(chatStreams);
});

function fakes(
  headers: Record<string, string> = {},
  session: { userId: number; tokenId: number } = {
    userId: t.world.creatorA.user.id,
    tokenId: creatorToken,
  },
) {
  const raw = new FakeRaw();
  const reqRaw = new EventEmitter();
  const hijack = vi.fn();
  const reply = { raw, hijack } as unknown as FastifyReply;
  const req = {
    raw: reqRaw,
    headers,
    log: { error: vi.fn() },
    auth: { user: { id: session.userId }, tokenId: session.tokenId, impersonator: null },
  } as unknown as FastifyRequest;
  return { raw, reqRaw, hijack, reply, req };
}

async function insertMessage(conversationId = deal.conversation.id, body = 'Hola') {
  const [row] = await t.database.db
    .insert(messages)
    .values({ conversationId, senderId: t.world.brandUserA.user.id, body, createdAt: now })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

/** Hands a stored message to the streams as LISTEN would, and waits for its load. */
async function announce(row: { id: number; conversationId: number }) {
  live.emit({ type: 'message', conversationId: row.conversationId, messageId: row.id });
  await vi.waitFor(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const eventIds = (raw: FakeRaw) =>
  raw.chunks.filter((chunk) => chunk.startsWith('id: ')).map((chunk) => chunk.split('\n')[0]);

describe('chat streams', () => {
  it('hijacks, sends the SSE headers and a first comment', async () => {
    setup();
    const { raw, hijack, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    expect(hijack).toHaveBeenCalledOnce();
    expect(raw.status).toBe(200);
    expect(raw.headers).toEqual({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    expect(raw.chunks).toEqual([': connected\n\n']);
  });

  it("writes the conversation's announced messages once each, and no other conversation's", async () => {
    setup();
    const { raw, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    const first = await insertMessage();
    const elsewhere = await insertMessage(other.conversation.id);
    await announce(first);
    await announce(elsewhere);
    await announce(first);
    expect(eventIds(raw)).toEqual([`id: ${first.id}`]);
    expect(raw.chunks[1]).toContain('"body":"Hola"');
  });

  it('delivers a message announced after a higher id (commits out of order)', async () => {
    setup();
    const { raw, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    const lower = await insertMessage();
    const higher = await insertMessage();
    await announce(higher);
    await announce(lower);
    expect(eventIds(raw)).toEqual([`id: ${higher.id}`, `id: ${lower.id}`]);
  });

  it('replays what came after Last-Event-ID, then live messages, each once', async () => {
    setup();
    const seen = await insertMessage();
    const missed = await insertMessage();
    const { raw, reply, req } = fakes({ 'last-event-id': String(seen.id) });
    await streams.open(req, reply, deal.conversation.id, seen.id);
    const live1 = await insertMessage();
    await announce(missed);
    await announce(live1);
    expect(eventIds(raw)).toEqual([`id: ${missed.id}`, `id: ${live1.id}`]);
  });

  it('marks the user as reading while the stream is open, on every process (a row with a heartbeat)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setup();
    const { reqRaw, reply, req } = fakes();
    const id = deal.conversation.id;
    const creator = t.world.creatorA.user.id;
    const db = t.database.db;
    expect(await isReadingConversation(db, id, creator, now)).toBe(false);
    await streams.open(req, reply, id, null);
    expect(await isReadingConversation(db, id, creator, now)).toBe(true);
    expect(await isReadingConversation(db, id, t.world.brandUserA.user.id, now)).toBe(false);
    // Without a heartbeat the row expires (its process died): nobody is reading any more.
    const later = new Date(now.getTime() + READER_TTL_MS + 1);
    expect(await isReadingConversation(db, id, creator, later)).toBe(false);
    // The heartbeat renews it from the clock.
    const [before] = await db.select().from(chatStreams);
    vi.advanceTimersByTime(READER_HEARTBEAT_MS);
    await vi.waitFor(async () => {
      const [after] = await db.select().from(chatStreams);
      expect(after?.expiresAt.getTime()).toBe(now.getTime() + READER_TTL_MS);
    });
    expect(before?.expiresAt.getTime()).toBe(now.getTime() + READER_TTL_MS);
    reqRaw.emit('close');
    await vi.waitFor(async () =>
      expect(await isReadingConversation(db, id, creator, now)).toBe(false),
    );
  });

  it('an admin impersonating the user is not the user reading', async () => {
    setup();
    const { reply, req } = fakes();
    (req as unknown as { auth: { impersonator: object } }).auth.impersonator = { id: 1 };
    await streams.open(req, reply, deal.conversation.id, null);
    const rows = await t.database.db.select().from(chatStreams);
    expect(rows.map((row) => row.reading)).toEqual([false]);
    expect(
      await isReadingConversation(
        t.database.db,
        deal.conversation.id,
        t.world.creatorA.user.id,
        now,
      ),
    ).toBe(false);
  });

  it('one session holds at most 10 streams, over every process; the 11th is a 429', async () => {
    setup();
    const opened = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      const one = fakes();
      await streams.open(one.req, one.reply, deal.conversation.id, null);
      opened.push(one);
    }
    expect(MAX_STREAMS_PER_SESSION).toBe(10);
    const eleventh = fakes();
    await expect(
      streams.open(eleventh.req, eleventh.reply, deal.conversation.id, null),
    ).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '20' } });
    expect(eleventh.hijack).not.toHaveBeenCalled();
    // Another session is not affected, and closing one makes room again.
    const brand = fakes({}, { userId: t.world.brandUserA.user.id, tokenId: brandToken });
    await streams.open(brand.req, brand.reply, deal.conversation.id, null);
    opened[0]?.reqRaw.emit('close');
    await vi.waitFor(async () => {
      const again = fakes();
      await streams.open(again.req, again.reply, deal.conversation.id, null);
    });
  });

  it('a session that ends (signed out, revoked, disabled) ends its streams, and only its own', async () => {
    setup();
    const creator = fakes();
    const brand = fakes({}, { userId: t.world.brandUserA.user.id, tokenId: brandToken });
    await streams.open(creator.req, creator.reply, deal.conversation.id, null);
    await streams.open(brand.req, brand.reply, deal.conversation.id, null);
    await setCreatorTokenRevokedAt(now);
    try {
      // Another user's event checks nothing of creator A's.
      live.emit({ type: 'sessions-ended', userId: t.world.brandUserA.user.id });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(creator.raw.writableEnded).toBe(false);
      live.emit({ type: 'sessions-ended', userId: t.world.creatorA.user.id });
      await vi.waitFor(() => expect(creator.raw.writableEnded).toBe(true), { timeout: 1_000 });
      expect(brand.raw.writableEnded).toBe(false);
      expect(streams.count()).toBe(1);
    } finally {
      await setCreatorTokenRevokedAt(null);
    }
  });

  it('the heartbeat also ends streams whose session ended without an event', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setup();
    const creator = fakes();
    await streams.open(creator.req, creator.reply, deal.conversation.id, null);
    await setCreatorTokenRevokedAt(now);
    try {
      vi.advanceTimersByTime(READER_HEARTBEAT_MS);
      await vi.waitFor(() => expect(creator.raw.writableEnded).toBe(true));
    } finally {
      await setCreatorTokenRevokedAt(null);
    }
  });

  it('sends a keep-alive comment every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setup();
    const { raw, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    expect(KEEP_ALIVE_MS).toBe(25_000);
    vi.advanceTimersByTime(24_999);
    expect(raw.chunks).toEqual([': connected\n\n']);
    vi.advanceTimersByTime(1);
    expect(raw.chunks).toEqual([': connected\n\n', ': keep-alive\n\n']);
    vi.advanceTimersByTime(50_000);
    expect(raw.chunks.filter((c) => c === ': keep-alive\n\n')).toHaveLength(3);
  });

  it('unsubscribes when the client goes away', async () => {
    setup();
    const { raw, reqRaw, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    expect(streams.count()).toBe(1);
    reqRaw.emit('close');
    expect(streams.count()).toBe(0);
    const written = raw.chunks.length;
    await announce(await insertMessage());
    expect(raw.chunks).toHaveLength(written);
    expect(raw.writableEnded).toBe(true);
  });

  it('closeAll ends every open stream (for shutdown)', async () => {
    setup();
    const one = fakes();
    const two = fakes();
    await streams.open(one.req, one.reply, deal.conversation.id, null);
    await streams.open(two.req, two.reply, other.conversation.id, null);
    expect(streams.count()).toBe(2);
    streams.closeAll();
    expect(streams.count()).toBe(0);
    expect(one.raw.writableEnded && two.raw.writableEnded).toBe(true);
  });

  it('ends its streams when LISTEN is lost, and refuses new ones with 503 until it is back', async () => {
    setup();
    const one = fakes();
    await streams.open(one.req, one.reply, deal.conversation.id, null);
    live.lose();
    expect(one.raw.writableEnded).toBe(true);
    const two = fakes();
    await expect(
      streams.open(two.req, two.reply, deal.conversation.id, null),
    ).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    expect(two.hijack).not.toHaveBeenCalled();
  });

  it('a message deleted before it is loaded is skipped', async () => {
    setup();
    const { raw, reply, req } = fakes();
    await streams.open(req, reply, deal.conversation.id, null);
    const gone = await insertMessage();
    await t.database.db.delete(messages).where(eq(messages.id, gone.id));
    await announce(gone);
    expect(eventIds(raw)).toEqual([]);
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
