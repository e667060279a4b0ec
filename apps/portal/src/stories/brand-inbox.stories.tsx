import { operationRoutes, type components } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalPage, storyUsers } from './portal-page';

type Notification = components['schemas']['Notification'];
type Conversation = components['schemas']['Conversation'];

const CONVERSATIONS = operationRoutes.listConversations.path;
const NOTIFICATIONS = operationRoutes.listNotifications.path;
const UNREAD = operationRoutes.getUnreadNotificationCount.path;

const [laia, marc] = fixtures.listConversations.data;
if (!laia || !marc) throw new Error('The listConversations example has two conversations.');

/** The brand's inbox: one conversation per deal, the creators named, two with unread messages. */
const inbox: Conversation[] = [
  { ...laia, unread_count: 3 },
  {
    ...laia,
    id: 6,
    deal_id: 9,
    proposal: { id: 5, name: 'Sunset rides along the Poblenou seafront' },
    creator: {
      id: 33,
      first_name: 'Núria',
      last_name: 'Vidal',
      name: 'Núria Vidal',
      avatar_path: null,
    },
    last_message: {
      id: 910,
      conversation_id: 6,
      sender: {
        id: 33,
        first_name: 'Núria',
        last_name: 'Vidal',
        name: 'Núria Vidal',
        avatar_path: null,
      },
      body: 'I uploaded the first reel, tell me what you think!',
      client_id: null,
      created_at: '2026-06-05T12:40:00Z',
    },
    unread_count: 1,
  },
  marc,
];

const page = <T,>(data: T[]) => ({
  data,
  meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 },
});

/** What a brand manager hears: content to review, a new application, a message, a task done. */
const brandNotifications: Notification[] = [
  {
    id: 601,
    type: 'content_uploaded',
    title: 'New content to review',
    body: 'Núria Vidal uploaded content for Sunset rides along the Poblenou seafront.',
    link: '/app/brand/deals/9#deal-media',
    read_at: null,
    created_at: '2026-06-05T12:41:00Z',
  },
  {
    id: 600,
    type: 'message_received',
    title: 'New message from Laia Puig',
    body: 'Laia Puig: Great, see you on Sunday at 12:30!',
    link: '/app/brand/chat/5',
    read_at: null,
    created_at: '2026-06-05T11:02:00Z',
  },
  {
    id: 590,
    type: 'application_received',
    title: 'New application',
    body: 'Marc Soler applied to Sourdough mornings at Forn Sant Pau.',
    link: '/app/brand/proposals/7/applications',
    read_at: '2026-06-04T09:00:00Z',
    created_at: '2026-06-04T08:30:00Z',
  },
  {
    id: 580,
    type: 'task_completed',
    title: 'Task completed',
    body: 'Laia Puig marked "Post the reel" as done on Summer vermut tasting in Gràcia.',
    link: '/app/brand/deals/8',
    read_at: '2026-06-03T18:00:00Z',
    created_at: '2026-06-03T17:00:00Z',
  },
];

const inboxHandlers = (conversations: Conversation[]) => [
  http.get(CONVERSATIONS, () => HttpResponse.json(page(conversations))),
  http.get(UNREAD, () => HttpResponse.json({ count: 2 })),
  http.get(NOTIFICATIONS, () => HttpResponse.json(page(brandNotifications))),
];

/** The brand's Messages and Notifications (`routes/chat/…`) inside the portal's frame. */
const meta = {
  title: 'Portal/Brand inbox',
  component: PortalPage,
  args: { url: '/app/brand/chat', user: storyUsers.brand },
  parameters: { router: 'own', msw: { handlers: inboxHandlers(inbox) } },
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const rowsOf = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Conversations' })).getAllByRole('link');

/**
 * Every conversation of the brand's deals, most recent first: the creator, the proposal, the
 * last message and how many are unread; Messages is current and Notifications has its dot.
 */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    const rows = await rowsOf(canvas);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveAttribute('href', '/app/brand/chat/5');
    await expect(rows[0]).toHaveTextContent('Laia Puig');
    await expect(rows[0]).toHaveTextContent('3 unread messages');
    await expect(rows[1]).toHaveTextContent('Núria Vidal');
    await expect(rows[1]).toHaveTextContent('1 unread message');
    await expect(rows[2]).not.toHaveTextContent('unread');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Notifications/ })).toHaveAccessibleName(
        /unread notifications/,
      ),
    );
  },
};

/** At 375 px: Chat in the bottom bar, the bell with its dot in the top bar, rows fit the width. */
export const InboxOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));
    await expect(await rowsOf(canvas)).toHaveLength(3);
    // On phones the bottom bar is the main navigation (the top bar's links are hidden).
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-slot', 'mobile-bottom-bar');
    const bar = within(nav);
    await expect(bar.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.queryByRole('button', { name: 'More' })).toBeNull();
    const shortcuts = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await waitFor(() =>
      expect(within(shortcuts).getByRole('link')).toHaveAccessibleName(/unread notifications/),
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** No deals yet: the inbox says where conversations come from. */
export const InboxEmpty: Story = {
  parameters: { msw: { handlers: inboxHandlers([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    await expect(
      canvas.getByText('When you accept an application, your chat with the creator starts here.'),
    ).toBeVisible();
  },
};

/** While the first page loads: skeleton rows, announced. */
export const InboxLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(CONVERSATIONS, async () => {
          await delay('infinite');
          return HttpResponse.json(page([]));
        }),
        ...inboxHandlers(inbox).slice(1),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

/** The list cannot be read: it says so and offers Try Again. */
export const InboxError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(CONVERSATIONS, () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
        ...inboxHandlers(inbox).slice(1),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load conversations')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A conversation names its deal and links to it. */
export const Conversation: Story = {
  args: { url: '/app/brand/chat/5' },
  play: async ({ canvas }) => {
    const deal = await canvas.findByRole('link', {
      name: 'Deal: Summer vermut tasting in Gràcia',
    });
    await expect(deal).toHaveAttribute('href', '/app/brand/deals/8');
    await expect(canvas.getByRole('link', { name: 'All messages' })).toHaveAttribute(
      'href',
      '/app/brand/chat',
    );
  },
};

/** The brand's notifications: content to review first, each leading into the brand's area. */
export const Notifications: Story = {
  args: { url: '/app/brand/notifications' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'New applications, messages, content to review and tasks done on your deals.',
      ),
    ).toBeVisible();
    const review = await canvas.findByRole('link', { name: /New content to review/ });
    await expect(review).toHaveAttribute('href', '/app/brand/deals/9#deal-media');
    await expect(canvas.getByRole('link', { name: /New message from Laia Puig/ })).toHaveAttribute(
      'href',
      '/app/brand/chat/5',
    );
    // Screen readers hear what kind of notification it is (the icon shows it).
    await expect(canvas.getByText('Content to review:')).toBeInTheDocument();
  },
};

/** The notifications at 375 px, opened from the bell. */
export const NotificationsOnPhone: Story = {
  args: { url: '/app/brand/dashboard' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));
    const shortcuts = await canvas.findByRole('navigation', { name: 'Shortcuts' });
    await userEvent.click(within(shortcuts).getByRole('link'));
    await expect(await canvas.findByRole('link', { name: /New content to review/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  },
};

/** Nothing yet: the brand is told what will show up here. */
export const NotificationsEmpty: Story = {
  args: { url: '/app/brand/notifications' },
  parameters: {
    msw: {
      handlers: [
        http.get(NOTIFICATIONS, () => HttpResponse.json(page([]))),
        http.get(UNREAD, () => HttpResponse.json({ count: 0 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'When a creator applies, writes to you, uploads content or finishes a task, you’ll see it here.',
      ),
    ).toBeVisible();
  },
};
