import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jordi, laia } from '../test-support/chat-fixtures';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import type { ChatMessage } from './chat-messages';
import { Conversation } from './conversation';
import {
  CONVERSATION_EMPTY_TITLE,
  CONVERSATION_ERROR_MESSAGE,
  CONVERSATION_FORBIDDEN_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  LOAD_OLDER_LABEL,
  MESSAGE_FAILED_LABEL,
  NEW_MESSAGES_LABEL,
  RECONNECTING_LABEL,
} from './conversation-view';

const { getConversation, listMessages, markConversationRead, streamConversation } = operationRoutes;
const CONVERSATION_PATH = getConversation.path;
const MESSAGES_PATH = listMessages.path;
const READ_PATH = markConversationRead.path;
const STREAM_PATH = streamConversation.path;
const conversation = fixtures.getConversation;

const LINES = [
  'Hola Laia! The terrace is booked for you on Sunday.',
  'Genial! Should I come before the lunch rush for the light?',
  'Yes, 12:30 is perfect. The vermut de la casa is on us.',
  'Perfect. I will film a short reel and a few stories.',
  'Please tag @vermutgracia and mention the new menu.',
  'Of course. Any dish you want me to feature?',
  'The anchovies from L’Escala and the patatas bravas.',
  'Noted! See you on Sunday.',
];

/** `count` messages from id `firstId` up, alternating sides, 25 minutes apart. */
function conversationMessages(firstId: number, count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    return {
      id,
      conversation_id: conversation.id,
      sender: id % 2 === 0 ? laia : jordi,
      body: `${LINES[id % LINES.length] ?? ''} (#${id})`,
      client_id: null,
      created_at: new Date(Date.UTC(2026, 5, 3, 8, 0) + id * 25 * 60_000).toISOString(),
    };
  });
}

/** A page as the server answers it: newest first; `older` messages remain before it. */
function page(messages: ChatMessage[], older = 0) {
  const perPage = 20;
  const total = messages.length + older;
  return {
    data: [...messages].sort((a, b) => b.id - a.id),
    meta: {
      current_page: 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

const encoder = new TextEncoder();

/**
 * A stream that stays open (like the real server) and sends what `push` is given. The default
 * mock answers one example event and closes, which would add a message to every story.
 */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const handler = http.get(STREAM_PATH, ({ response }) => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(': connected\n\n'));
      },
      cancel() {
        controller = null;
      },
    });
    return response.untyped(
      new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    );
  });
  return {
    handler,
    isOpen: () => controller !== null,
    push(message: ChatMessage) {
      controller?.enqueue(
        encoder.encode(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`),
      );
    },
  };
}

const quiet = liveStream().handler;

/** The messages handler serving `messages`; older pages by `before_id`. */
function messagesHandler(messages: ChatMessage[], perPage = 20) {
  return http.get(MESSAGES_PATH, ({ request, response }) => {
    const before = Number(new URL(request.url).searchParams.get('before_id') ?? Infinity);
    const older = messages.filter((m) => m.id < before).sort((a, b) => b.id - a.id);
    const shown = older.slice(0, perPage);
    return response(200).json(page(shown, older.length - shown.length));
  });
}

/** What the app's Messages screen or deal page passes. */
const meta = {
  title: 'Features/Chat/Conversation',
  component: Conversation,
  args: { conversationId: conversation.id, viewer: jordi },
  parameters: { msw: { handlers: [quiet] } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('log', { name: 'Messages' });

let reads: number[] = [];

/** openapi.yaml's example conversation, seen by the brand (Jordi): Laia's messages on the left. */
export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.post(READ_PATH, ({ params, response }) => {
          reads.push(Number(params.id));
          return response(204).empty();
        }),
      ],
    },
  },
  beforeEach: () => {
    reads = [];
  },
  play: async ({ canvas, canvasElement }) => {
    const messages = await log(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByText(conversation.proposal.name)).toBeVisible();
    const [newest] = fixtures.listMessages.data;
    await expect(within(messages).getByText(newest?.body ?? '')).toBeVisible();
    // Two days, each with its separator, in Barcelona's time.
    await expect(within(messages).getByText('June 3, 2026')).toBeVisible();
    await expect(within(messages).getByText('June 5, 2026')).toBeVisible();
    // 11:02 UTC is 1:02 PM in Barcelona (summer time).
    await expect(within(messages).getByText('1:02 PM')).toBeVisible();
    const bubbles = messages.querySelectorAll('[data-slot="chat-message"]');
    await expect(bubbles).toHaveLength(3);
    // Oldest first: the newest message is the last one.
    await expect(bubbles[2]).toHaveTextContent(newest?.body ?? '');
    // Jordi's own messages are on the right; Laia's on the left.
    await expect(bubbles[0]).toHaveAttribute('data-own', 'true');
    await expect(bubbles[1]).not.toHaveAttribute('data-own');
    await waitFor(() => expect(reads).toEqual([conversation.id]));
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

/** The same conversation for the creator: the header names the brand. */
export const AsCreator: Story = {
  args: { viewer: laia },
  play: async ({ canvas, canvasElement }) => {
    await log(canvasElement);
    await expect(canvas.getByRole('heading', { name: conversation.brand.name })).toBeVisible();
    const bubbles = canvasElement.querySelectorAll('[data-slot="chat-message"]');
    await expect(bubbles[1]).toHaveAttribute('data-own', 'true');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.get(MESSAGES_PATH, async ({ response }) => {
          await delay('infinite');
          return response(200).json(page([]));
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading conversation' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [quiet, http.get(MESSAGES_PATH, ({ response }) => response(200).json(page([])))],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: i18n._(CONVERSATION_EMPTY_TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n._(LOAD_OLDER_LABEL) })).toBeNull();
  },
};

let failMessages: boolean[] = [];

/** Loading fails once; Try Again really asks again. */
export const ErrorThenTryAgain: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.get(MESSAGES_PATH, ({ response }) =>
          failMessages.shift()
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(fixtures.listMessages),
        ),
      ],
    },
  },
  beforeEach: () => {
    failMessages = [true];
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(i18n._(CONVERSATION_ERROR_MESSAGE))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    const messages = await log(canvasElement);
    await expect(
      within(messages).getByText(fixtures.listMessages.data[0]?.body ?? ''),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.get(CONVERSATION_PATH, ({ response }) =>
          response(404).json(errorBody('No query results for model [Conversation].')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(CONVERSATION_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.get(MESSAGES_PATH, ({ response }) =>
          response(403).json(errorBody('This action is unauthorized.')),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(CONVERSATION_FORBIDDEN_MESSAGE))).toBeVisible();
  },
};

let sent: { body: string; client_id?: string }[] = [];
let release: (() => void) | null = null;
let nextId = 950;

/** Stores the message like the server: a new id, the client id echoed back. */
function sendHandler(options: { failFirst?: boolean; hold?: boolean } = {}) {
  return http.post(MESSAGES_PATH, async ({ request, response }) => {
    const body = await request.json();
    sent.push(body);
    if (options.hold) await new Promise<void>((resolve) => (release = resolve));
    if (options.failFirst && sent.length === 1) {
      return response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }));
    }
    nextId += 1;
    return response(201).json({
      id: nextId,
      conversation_id: conversation.id,
      sender: jordi,
      body: body.body,
      client_id: body.client_id ?? null,
      created_at: '2026-06-05T11:30:00Z',
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Enter sends (Shift+Enter is a new line); the message shows at once, dimmed, until stored. */
export const Sending: Story = {
  parameters: { msw: { handlers: [quiet, sendHandler({ hold: true })] } },
  beforeEach: () => {
    sent = [];
    release = null;
  },
  play: async ({ canvas, canvasElement }) => {
    const messages = await log(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Can I bring a friend{Shift>}{Enter}{/Shift}to hold the camera?');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('');
    const text = 'Can I bring a friend\nto hold the camera?';
    const bubble = await waitFor(() => {
      const found = messages.querySelector('[data-delivery="sending"]');
      if (!found) throw new Error('no sending message');
      return found;
    });
    await expect(bubble).toHaveTextContent('Sending…');
    await expect(bubble).toHaveAttribute('data-own', 'true');
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toBe(text);
    await expect(sent[0]?.client_id).toMatch(UUID);
    release?.();
    await waitFor(() => expect(messages.querySelector('[data-delivery="sending"]')).toBeNull());
    // Jordi's two earlier messages and the new one.
    await expect(messages.querySelectorAll('[data-delivery="sent"][data-own]')).toHaveLength(3);
    // The line break is kept.
    await expect(within(messages).getByText(/Can I bring a friend/).textContent).toContain(text);
  },
};

/** The first send fails: marked, kept, and Retry sends it again with the same client id. */
export const FailedThenRetry: Story = {
  parameters: { msw: { handlers: [quiet, sendHandler({ failFirst: true })] } },
  beforeEach: () => {
    sent = [];
  },
  play: async ({ canvas, canvasElement }) => {
    const messages = await log(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Running 10 minutes late, sorry!{Enter}');
    await expect(await within(messages).findByText(i18n._(MESSAGE_FAILED_LABEL))).toBeVisible();
    await expect(within(messages).getByText(/Running 10 minutes late/)).toBeVisible();
    await userEvent.click(within(messages).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(messages.querySelector('[data-delivery="sending"]')).toBeNull());
    await expect(within(messages).queryByText(i18n._(MESSAGE_FAILED_LABEL))).toBeNull();
    await expect(sent[1]?.client_id).toBe(sent[0]?.client_id);
    await expect(sent[0]?.client_id).toMatch(UUID);
    await expect(within(messages).getAllByText(/Running 10 minutes late/)).toHaveLength(1);
  },
};

/** A failed message can be discarded. */
export const FailedThenDiscard: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.post(MESSAGES_PATH, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const messages = await log(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'See you there!{Enter}');
    await expect(await within(messages).findByText(i18n._(MESSAGE_FAILED_LABEL))).toBeVisible();
    await userEvent.click(within(messages).getByRole('button', { name: 'Discard' }));
    await expect(within(messages).queryByText('See you there!')).toBeNull();
  },
};

let streamCalls: (string | null)[] = [];

/**
 * A stream that answers openapi.yaml's example and closes (like the default mock): the client
 * reconnects after its delay from the newest id, and the repeated message shows once.
 */
export const StreamEndsAndReconnects: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(STREAM_PATH, ({ request, response }) => {
          streamCalls.push(request.headers.get('Last-Event-ID'));
          return response(200).text(fixtures.streamConversation, {
            headers: { 'Content-Type': 'text/event-stream' },
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    streamCalls = [];
  },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await waitFor(() => expect(streamCalls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await expect(streamCalls.slice(0, 2)).toEqual(['903', '903']);
    await expect(messages.querySelectorAll('[data-slot="chat-message"]')).toHaveLength(3);
  },
};

/** The live connection keeps failing: after a few seconds the header says it is reconnecting. */
export const StreamDown: Story = {
  parameters: {
    msw: {
      handlers: [http.get(STREAM_PATH, ({ response }) => response.untyped(HttpResponse.error()))],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await log(canvasElement);
    await expect(canvas.queryByText(i18n._(RECONNECTING_LABEL))).toBeNull();
    await expect(
      await canvas.findByText(i18n._(RECONNECTING_LABEL), {}, { timeout: 6_000 }),
    ).toBeVisible();
    // Messages already loaded stay readable, and the composer still works.
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  },
};

const live = liveStream();
const many = conversationMessages(901, 30);

/**
 * A message arrives on the stream after the page loaded: shown at the bottom when the reader is
 * there, otherwise a "New messages" button jumps to it.
 */
export const LiveMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        live.handler,
        messagesHandler(many, 30),
        http.post(READ_PATH, ({ params, response }) => {
          reads.push(Number(params.id));
          return response(204).empty();
        }),
      ],
    },
  },
  beforeEach: () => {
    reads = [];
  },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await within(messages).findByText(/\(#930\)/);
    await waitFor(() => expect(live.isOpen()).toBe(true));
    const [first, second] = conversationMessages(931, 2);
    if (!first || !second) throw new Error('no messages');
    live.push({ ...first, sender: laia, body: 'Just arrived at the terrace. Where are you?' });
    await waitFor(() => expect(reads).toHaveLength(1));
    const arrived = await within(messages).findByText(/Just arrived at the terrace/);
    // Seen while open: marked read again.
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(arrived).toBeVisible());
    await waitFor(() =>
      expect(messages.scrollHeight - messages.scrollTop - messages.clientHeight).toBeLessThan(2),
    );

    // Reading older messages: the next one does not pull the list down.
    messages.scrollTop = 0;
    messages.dispatchEvent(new Event('scroll'));
    live.push({ ...second, sender: laia, body: 'Found you, I am by the bar!' });
    const jump = await within(canvasElement).findByRole('button', {
      name: i18n._(NEW_MESSAGES_LABEL),
    });
    await expect(messages.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(within(messages).getByText(/Found you/)).toBeVisible());
    await expect(
      within(canvasElement).queryByRole('button', { name: i18n._(NEW_MESSAGES_LABEL) }),
    ).toBeNull();
  },
};

let beforeIds: string[] = [];
const history = conversationMessages(871, 60);

/** Scrolling to the top loads the previous page and keeps the reader's place. */
export const LoadOlderOnScroll: Story = {
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.get(MESSAGES_PATH, async ({ request, response }) => {
          const before = new URL(request.url).searchParams.get('before_id');
          if (before) beforeIds.push(before);
          const limit = Number(before ?? Infinity);
          const older = history.filter((m) => m.id < limit).sort((a, b) => b.id - a.id);
          const shown = older.slice(0, 20);
          if (before) await delay(150);
          return response(200).json(page(shown, older.length - shown.length));
        }),
      ],
    },
  },
  beforeEach: () => {
    beforeIds = [];
  },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await within(messages).findByText(/\(#930\)/);
    await waitFor(() => expect(messages.scrollTop).toBeGreaterThan(0));
    const anchor = within(messages).getByText(/\(#911\)/);
    messages.scrollTop = 0;
    messages.dispatchEvent(new Event('scroll'));
    await within(messages).findByText(/\(#910\)/);
    await expect(beforeIds).toEqual(['911']);
    // The message that was at the top is still in view, not pushed away.
    await waitFor(() => expect(messages.scrollTop).toBeGreaterThan(0));
    const top = anchor.getBoundingClientRect().top - messages.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(-1);
    await expect(top).toBeLessThan(messages.clientHeight);
    // The button loads the last page; then nothing older remains.
    await userEvent.click(within(messages).getByRole('button', { name: i18n._(LOAD_OLDER_LABEL) }));
    await within(messages).findByText(/\(#871\)/);
    await expect(beforeIds).toEqual(['911', '891']);
    await expect(
      within(messages).queryByRole('button', { name: i18n._(LOAD_OLDER_LABEL) }),
    ).toBeNull();
  },
};

const unsafe: ChatMessage[] = [
  {
    id: 960,
    conversation_id: conversation.id,
    sender: laia,
    body: '<img src=x onerror=alert(1)> and javascript:alert(1)',
    client_id: null,
    created_at: '2026-06-06T09:00:00Z',
  },
  {
    id: 961,
    conversation_id: conversation.id,
    sender: jordi,
    body: 'The menu is at https://vermutgracia.cat/carta?lang=ca. Take a look!',
    client_id: null,
    created_at: '2026-06-06T09:05:00Z',
  },
];

/** Bodies are text: markup and `javascript:` stay plain; only web addresses become links. */
export const UnsafeLinkText: Story = {
  parameters: { msw: { handlers: [quiet, messagesHandler(unsafe)] } },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await expect(
      await within(messages).findByText('<img src=x onerror=alert(1)> and javascript:alert(1)'),
    ).toBeVisible();
    await expect(messages.querySelector('img[src="x"]')).toBeNull();
    const links = within(messages).getAllByRole('link');
    await expect(links).toHaveLength(1);
    const [link] = links;
    await expect(link).toHaveAttribute('href', 'https://vermutgracia.cat/carta?lang=ca');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent('https://vermutgracia.cat/carta?lang=ca');
  },
};

/** A long message: the counter shows near the contract's 5,000-character limit. */
export const NearTheLimit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await log(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4_000));
    await expect(canvas.queryByText(/characters left/)).toBeNull();
    await userEvent.paste('b'.repeat(600));
    await expect(canvas.getByText('400 characters left')).toBeVisible();
    await expect(box).toHaveAttribute('maxlength', '5000');
  },
};

/** The creator on a phone: no sideways scrolling, 44 px targets. */
export const Phone: Story = {
  args: { viewer: laia },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="p-2">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: [quiet, messagesHandler([...many, ...unsafe])] } },
  play: async ({ canvas, canvasElement }) => {
    await log(canvasElement);
    await expect(canvas.getByRole('heading', { name: conversation.brand.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * The creator on a phone in Catalan: the composer, the log and the failed-send controls speak
 * Catalan, times are on the 24-hour clock, and nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  args: { viewer: laia },
  globals: { ...phone, locale: 'ca' },
  parameters: {
    msw: {
      handlers: [
        quiet,
        http.post(MESSAGES_PATH, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const messages = await within(canvasElement).findByRole('log', { name: 'Missatges' });
    await expect(canvas.getByRole('region', { name: 'Conversa' })).toBeVisible();
    // 11:02 UTC is 13:02 in Barcelona (summer time), on the 24-hour clock.
    await expect(within(messages).getByText('13:02')).toBeVisible();
    await expect(within(messages).getByText(/^3 de juny/)).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Missatge' });
    await expect(box).toHaveAttribute('placeholder', 'Escriu un missatge…');
    await expect(canvas.getByRole('button', { name: 'Envia el missatge' })).toBeDisabled();
    await userEvent.type(box, 'Arribo deu minuts tard!{Enter}');
    await expect(await within(messages).findByText('No enviat')).toBeVisible();
    await expect(within(messages).getByRole('button', { name: 'Torna-ho a provar' })).toBeVisible();
    await expect(within(messages).getByRole('button', { name: 'Descarta' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** The same on a phone in Spanish. */
export const PhoneInSpanish: Story = {
  args: { viewer: laia },
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const messages = await within(canvasElement).findByRole('log', { name: 'Mensajes' });
    await expect(within(messages).getByText('13:02')).toBeVisible();
    await expect(within(messages).getByText(/^3 de junio/)).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(box).toHaveAttribute('placeholder', 'Escribe un mensaje…');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4_600));
    await expect(canvas.getByText('Quedan 400 caracteres')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    await noSidewaysScroll();
  },
};
