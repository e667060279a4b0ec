import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  failingHandler,
  forbiddenHandler,
  pagedHandler,
  requestLog,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
import { expectNoTryAgain, expectText, steps } from '../test-support/state-stories';
import type { ChatConversation } from './chat-messages';
import { ConversationsList } from './conversations-list';
import {
  CONVERSATIONS_EMPTY_DESCRIPTION,
  CONVERSATIONS_EMPTY_TITLE,
  CONVERSATIONS_ERROR_MESSAGE,
  CONVERSATIONS_FORBIDDEN_MESSAGE,
  NO_MESSAGES_PREVIEW,
} from './conversations-list-view';

const PATH = operationRoutes.listConversations.path;
const list = fixtures.listConversations;
const [withMessage] = list.data;

/** Every request's query, to check the page asked for. */
const requests = requestLog();
/** What the list writes to the URL. */
const url = searchLog();
const failing = failingHandler(PATH, list);

const meta = {
  title: 'Features/Chat/ConversationsList',
  component: ConversationsList,
  args: { viewer: 'creator', conversationHref: (id: number) => `/app/creator/messages/${id}` },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
    url.decorator,
  ],
  beforeEach: () => {
    requests.clear();
    url.clear();
    failing.reset();
  },
  parameters: { msw: { handlers: [pagedHandler(PATH, list.data, { log: requests })] } },
} satisfies Meta<typeof ConversationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator's Messages: each row names the brand, the proposal, the last message and unread count. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const rows = within(await canvas.findByRole('list', { name: 'Conversations' })).getAllByRole(
      'link',
    );
    await expect(rows).toHaveLength(2);
    const [first, second] = rows;
    await expect(first).toHaveAttribute('href', `/app/creator/messages/${withMessage?.id ?? 0}`);
    await expect(first).toHaveTextContent('Vermut Gràcia');
    await expect(first).toHaveTextContent('Summer vermut tasting in Gràcia');
    await expect(first).toHaveTextContent(`Jordi: ${withMessage?.last_message?.body ?? ''}`);
    await expect(first).toHaveTextContent('1 unread message');
    await expect(second).toHaveTextContent(i18n._(NO_MESSAGES_PREVIEW));
    await expect(second).not.toHaveTextContent('unread');
  },
};

/** The brand sees the creators instead. */
export const AsBrand: Story = {
  args: { viewer: 'brand', conversationHref: (id: number) => `/app/brand/deals/8?chat=${id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Laia Puig')).toBeVisible();
    await expect(canvas.getByText('Marc Soler')).toBeVisible();
    await expect(canvas.queryByText('Vermut Gràcia')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(PATH)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [pagedHandler(PATH, [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(CONVERSATIONS_EMPTY_TITLE))).toBeVisible();
    await expect(canvas.getByText(i18n._(CONVERSATIONS_EMPTY_DESCRIPTION.creator))).toBeVisible();
  },
};

export const ErrorThenTryAgain: Story = {
  parameters: { msw: { handlers: [failing.handler] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(CONVERSATIONS_ERROR_MESSAGE))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Vermut Gràcia')).toBeVisible();
    await expect(failing.calls()).toBe(2);
  },
};

/** An account on neither side of a deal (403): no access, and no Try Again. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PATH)] } },
  play: steps(
    (context) => expectText(i18n._(CONVERSATIONS_FORBIDDEN_MESSAGE))(context),
    expectNoTryAgain,
  ),
};

const many: ChatConversation[] = Array.from({ length: 23 }, (_, index) => ({
  ...(withMessage as ChatConversation),
  id: 100 + index,
  brand: { id: 100 + index, name: `Bodega number ${index + 1}` },
}));

/** More than a page: Next is a link to `?page=2`, asks for that page and writes it to the URL. */
export const Paginated: Story = {
  parameters: { msw: { handlers: [pagedHandler(PATH, many, { log: requests })] } },
  play: async ({ canvas }) => {
    await canvas.findByText('Bodega number 1');
    const next = within(canvas.getByRole('navigation', { name: 'Conversations pages' })).getByRole(
      'link',
      { name: /next/i },
    );
    await expect(next).toHaveAttribute('href', '?page=2');
    await userEvent.click(next);
    await expect(await canvas.findByText('Bodega number 21')).toBeVisible();
    await expect(requests.values('page')).toEqual(['1', '2']);
    await expect(url.writes).toEqual(['page=2']);
  },
};

/** The page lives in the URL: the list starts from it. */
export const FromTheUrl: Story = {
  parameters: {
    search: 'page=2',
    msw: { handlers: [pagedHandler(PATH, many, { log: requests })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bodega number 21')).toBeVisible();
    await expect(requests.values('page')).toEqual(['2']);
  },
};

const longOne: ChatConversation = {
  id: 9,
  deal_id: 11,
  proposal: { id: 12, name: 'Sant Joan night: cava and coca tasting on the Barceloneta terrace' },
  brand: { id: 4, name: 'Cellers de la Barceloneta i Vila Olímpica' },
  creator: {
    id: 31,
    first_name: 'Laia',
    last_name: 'Puig',
    name: 'Laia Puig',
    avatar_path: null,
  },
  last_message: {
    id: 990,
    conversation_id: 9,
    sender: {
      id: 40,
      first_name: 'Montserrat',
      last_name: 'Casals',
      name: 'Montserrat Casals',
      avatar_path: null,
    },
    body: 'Here is the full brief with the schedule: https://cellersbarceloneta.cat/briefs/sant-joan-2026-night-tasting-with-a-very-long-address',
    client_id: null,
    created_at: '2026-06-20T19:45:00Z',
  },
  unread_count: 124,
  updated_at: '2026-06-20T19:45:00Z',
};

/** On a phone: long names and previews are cut, not scrolled sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="p-0">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: [pagedHandler(PATH, [longOne, ...list.data])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('99+')).toBeVisible();
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 376)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className} ${el.getBoundingClientRect().right}`);
    await expect(wide).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const row of canvas.getAllByRole('link')) {
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
