import {
  bindApiClient,
  createAuthStorage,
  createCollaClient,
  operationRoutes,
  type OperationRoute,
  type SubscribeToConversationOptions,
} from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jordi, laia } from '../test-support/chat-fixtures';
import type { ChatMessage, ChatUser } from './chat-messages';
import {
  RECONNECTING_NOTICE_DELAY_MS,
  createLiveConversation,
  type LiveConversation,
  type LiveConversationOptions,
} from './use-live-conversation';

const conversation = fixtures.getConversation;

function message(
  id: number,
  sender: ChatUser = id % 2 ? jordi : laia,
  clientId: string | null = null,
): ChatMessage {
  return {
    id,
    conversation_id: conversation.id,
    sender,
    body: `Message ${id}`,
    client_id: clientId,
    created_at: '2026-06-05T11:00:00Z',
  };
}

/** The messages before `before` (all without it), newest first, `perPage` of them. */
function page(all: ChatMessage[], before: number | null, perPage = 3) {
  const older = all.filter((m) => before === null || m.id < before).sort((a, b) => b.id - a.id);
  const shown = older.slice(0, perPage);
  return {
    data: shown,
    meta: {
      current_page: 1,
      per_page: perPage,
      total: older.length,
      last_page: Math.max(1, Math.ceil(older.length / perPage)),
    },
  };
}

/** No session is kept: the calls here need no token. */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/** A fake server: answers by operation (method and path from the spec), records each request. */
function fakeServer() {
  const handlers = new Map<string, Handler>();
  const requests: { operation: string; url: URL; body: unknown }[] = [];
  const routes = Object.values(operationRoutes) as OperationRoute[];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const route = routes.find(
      (r) =>
        r.method.toUpperCase() === request.method &&
        new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.pathname),
    );
    if (!route) throw new Error(`No operation for ${request.method} ${url.pathname}`);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ operation: route.id, url, body });
    const handler = handlers.get(route.id);
    if (!handler) return Response.json({ message: 'Not stubbed' }, { status: 500 });
    return handler(url, body);
  };
  return {
    fetch,
    requests,
    on(operation: keyof typeof operationRoutes, handler: Handler) {
      handlers.set(operation, handler);
    },
    sent: (operation: keyof typeof operationRoutes) =>
      requests.filter((r) => r.operation === operation),
  };
}

/** A stream the test drives: what it was opened with, and a way to deliver and fail. */
function fakeStream() {
  const opened: SubscribeToConversationOptions[] = [];
  const subscribe = (options: SubscribeToConversationOptions) => {
    opened.push(options);
    options.onStatus?.('connecting');
    options.onStatus?.('open');
    return new Promise<void>((resolve) =>
      options.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
  };
  const current = () => {
    const options = opened.at(-1);
    if (!options) throw new Error('The stream was not opened');
    return options;
  };
  return {
    subscribe,
    opened,
    push: (m: ChatMessage) => current().onMessage(m),
    status: (s: 'open' | 'reconnecting') => current().onStatus?.(s),
  };
}

let server: ReturnType<typeof fakeServer>;
let stream: ReturnType<typeof fakeStream>;
let queryClient: QueryClient;
let stops: (() => void)[] = [];
const history = [901, 902, 903, 904, 905].map((id) => message(id));

function live(options: Partial<LiveConversationOptions> = {}): LiveConversation {
  let ids = 0;
  const conversationLive = createLiveConversation(queryClient, {
    conversationId: conversation.id,
    viewerId: jordi.id,
    subscribe: stream.subscribe,
    newId: () => `client-${(ids += 1)}`,
    ...options,
  });
  stops.push(conversationLive.start());
  return conversationLive;
}

const ready = (conversationLive: LiveConversation) =>
  vi.waitFor(() => expect(conversationLive.getState().status).toBe('ready'));

beforeEach(() => {
  server = fakeServer();
  stream = fakeStream();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = createAuthStorage(noStorage, noStorage);
  bindApiClient(
    queryClient,
    createCollaClient({
      auth,
      baseUrl: 'http://colla.test',
      fetch: server.fetch,
      getCookies: () => '',
    }),
  );
  server.on('getConversation', () => Response.json(conversation));
  server.on('listMessages', (url) => {
    const before = url.searchParams.get('before_id');
    return Response.json(page(history, before === null ? null : Number(before)));
  });
  server.on('markConversationRead', () => new Response(null, { status: 204 }));
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  queryClient.clear();
  vi.useRealTimers();
});

describe('useLiveConversation (createLiveConversation)', () => {
  it('reads the conversation and its newest page, oldest first, then follows the stream after them', async () => {
    const chat = live();
    expect(chat.getState().status).toBe('loading');
    await ready(chat);
    const state = chat.getState();
    expect(state.conversation?.id).toBe(conversation.id);
    expect(state.messages.map((m) => m.id)).toEqual([903, 904, 905]);
    expect(state.hasOlder).toBe(true);
    expect(server.sent('listMessages')[0]?.url.searchParams.has('before_id')).toBe(false);
    expect(stream.opened).toHaveLength(1);
    expect(stream.opened[0]?.lastEventId).toBe(905);
    expect(stream.opened[0]?.conversationId).toBe(conversation.id);
  });

  it('adds live messages once each, also while an older page is on its way', async () => {
    const chat = live();
    await ready(chat);
    stream.push(message(906, laia));
    stream.push(message(906, laia));
    expect(chat.getState().messages.map((m) => m.id)).toEqual([903, 904, 905, 906]);
    chat.loadOlder();
    stream.push(message(907, laia));
    await vi.waitFor(() => expect(chat.getState().loadingOlder).toBe(false));
    expect(chat.getState().messages.map((m) => m.id)).toEqual([901, 902, 903, 904, 905, 906, 907]);
  });

  it('loads older pages by before_id until none remain', async () => {
    const chat = live();
    await ready(chat);
    chat.loadOlder();
    expect(chat.getState().loadingOlder).toBe(true);
    await vi.waitFor(() => expect(chat.getState().loadingOlder).toBe(false));
    expect(chat.getState().messages.map((m) => m.id)).toEqual([901, 902, 903, 904, 905]);
    expect(chat.getState().hasOlder).toBe(false);
    expect(server.sent('listMessages').map((r) => r.url.searchParams.get('before_id'))).toEqual([
      null,
      '903',
    ]);
  });

  it('says so when an older page fails, keeping the messages it has', async () => {
    const chat = live();
    await ready(chat);
    server.on('listMessages', () => Response.json({ message: 'Server Error' }, { status: 500 }));
    chat.loadOlder();
    await vi.waitFor(() => expect(chat.getState().olderFailed).toBe(true));
    expect(chat.getState().status).toBe('ready');
    expect(chat.getState().messages).toHaveLength(3);
  });

  it('shows a send at once, then the stored message in its place', async () => {
    let release = () => {};
    server.on('sendMessage', async (_, sent) => {
      const body = sent as { body: string; client_id: string };
      await new Promise<void>((resolve) => (release = resolve));
      return Response.json(message(906, jordi, body.client_id), { status: 201 });
    });
    const chat = live({ now: () => new Date('2026-06-05T11:30:00Z') });
    await ready(chat);
    chat.send('See you on Sunday');
    expect(chat.getState().pending).toEqual([
      {
        clientId: 'client-1',
        body: 'See you on Sunday',
        createdAt: '2026-06-05T11:30:00.000Z',
        status: 'sending',
      },
    ]);
    await vi.waitFor(() => expect(server.sent('sendMessage')).toHaveLength(1));
    expect(server.sent('sendMessage')[0]?.body).toEqual({
      body: 'See you on Sunday',
      client_id: 'client-1',
    });
    release();
    await vi.waitFor(() => expect(chat.getState().pending).toEqual([]));
    expect(chat.getState().messages.at(-1)).toMatchObject({ id: 906, client_id: 'client-1' });
  });

  it('keeps a failed send for Retry, which sends it again with the same client id', async () => {
    let fail = true;
    server.on('sendMessage', async (_, sent) => {
      const body = sent as { client_id: string };
      if (fail) return Response.json({ message: 'Server Error' }, { status: 500 });
      return Response.json(message(906, jordi, body.client_id), { status: 201 });
    });
    const chat = live();
    await ready(chat);
    chat.send('Running late');
    await vi.waitFor(() => expect(chat.getState().pending[0]?.status).toBe('failed'));
    fail = false;
    chat.retry('client-1');
    expect(chat.getState().pending[0]?.status).toBe('sending');
    await vi.waitFor(() => expect(chat.getState().pending).toEqual([]));
    expect(
      server.sent('sendMessage').map((r) => (r.body as { client_id: string }).client_id),
    ).toEqual(['client-1', 'client-1']);
  });

  it('drops a failed send when discarded; a confirmed one from the stream clears its pending copy', async () => {
    server.on('sendMessage', () => Response.json({ message: 'Server Error' }, { status: 500 }));
    const chat = live();
    await ready(chat);
    chat.send('Discard me');
    await vi.waitFor(() => expect(chat.getState().pending[0]?.status).toBe('failed'));
    chat.discard('client-1');
    expect(chat.getState().pending).toEqual([]);

    let release = () => {};
    server.on('sendMessage', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ message: 'Server Error' }, { status: 500 });
    });
    chat.send('Echoed');
    expect(chat.getState().pending).toHaveLength(1);
    stream.push(message(907, jordi, 'client-2'));
    expect(chat.getState().pending).toEqual([]);
    release();
  });

  it('marks the conversation read when opened and when the other side writes, only while visible', async () => {
    const chat = live();
    await ready(chat);
    await vi.waitFor(() => expect(server.sent('markConversationRead')).toHaveLength(1));
    stream.push(message(906, jordi));
    chat.setVisible(false);
    stream.push(message(908, laia));
    await Promise.resolve();
    expect(server.sent('markConversationRead')).toHaveLength(1);
    chat.setVisible(true);
    await vi.waitFor(() => expect(server.sent('markConversationRead')).toHaveLength(2));
  });

  it('never marks read for a reader who does not take part', async () => {
    const chat = live({ readOnly: true });
    await ready(chat);
    stream.push(message(906, laia));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.sent('markConversationRead')).toHaveLength(0);
  });

  it('says it is reconnecting only when the stream stays down', async () => {
    const chat = live();
    await ready(chat);
    vi.useFakeTimers();
    stream.status('reconnecting');
    vi.advanceTimersByTime(RECONNECTING_NOTICE_DELAY_MS - 1);
    expect(chat.getState().reconnecting).toBe(false);
    stream.status('open');
    vi.advanceTimersByTime(RECONNECTING_NOTICE_DELAY_MS);
    expect(chat.getState().reconnecting).toBe(false);
    stream.status('reconnecting');
    vi.advanceTimersByTime(RECONNECTING_NOTICE_DELAY_MS);
    expect(chat.getState().reconnecting).toBe(true);
    stream.status('open');
    expect(chat.getState().reconnecting).toBe(false);
  });

  it('fails with the API error, and reloads only what failed', async () => {
    server.on('getConversation', () =>
      Response.json({ message: 'No query results for model [Conversation].' }, { status: 404 }),
    );
    const chat = live();
    await vi.waitFor(() => expect(chat.getState().status).toBe('error'));
    expect(chat.getState().error).toMatchObject({ status: 404 });
    expect(stream.opened).toHaveLength(0);
    server.on('getConversation', () => Response.json(conversation));
    chat.reload();
    await ready(chat);
    expect(server.sent('listMessages')).toHaveLength(1);
    expect(server.sent('getConversation')).toHaveLength(2);
  });

  it('stops the stream when stopped', async () => {
    const chat = live();
    await ready(chat);
    const stop = stops.pop();
    stop?.();
    expect(stream.opened[0]?.signal.aborted).toBe(true);
  });
});
