import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ChatConversation } from './chat-messages';
import { ConversationsList } from './conversations-list';
import {
  CONVERSATIONS_EMPTY_DESCRIPTION,
  CONVERSATIONS_EMPTY_TITLE,
  CONVERSATIONS_ERROR_MESSAGE,
  NO_MESSAGES_PREVIEW,
} from './conversations-list-view';

const PATH = operationRoutes.listConversations.path;
const list = fixtures.listConversations;
const [withMessage] = list.data;

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
  ],
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
    await expect(second).toHaveTextContent(NO_MESSAGES_PREVIEW);
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
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, async ({ response }) => {
          await delay('infinite');
          return response(200).json(list);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({
            data: [],
            meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONVERSATIONS_EMPTY_TITLE)).toBeVisible();
    await expect(canvas.getByText(CONVERSATIONS_EMPTY_DESCRIPTION.creator)).toBeVisible();
  },
};

let failures: boolean[] = [];

export const ErrorThenTryAgain: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          failures.shift()
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(list),
        ),
      ],
    },
  },
  beforeEach: () => {
    failures = [true];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONVERSATIONS_ERROR_MESSAGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Vermut Gràcia')).toBeVisible();
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
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({ ...list, data: [longOne, ...list.data] }),
        ),
      ],
    },
  },
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
