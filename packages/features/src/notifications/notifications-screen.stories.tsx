import { i18n, type MessageDescriptor } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '@colla/ui/lib/link';
import { noSidewaysScroll, phone, recordingLink } from '../test-support/screen-stories';
import { expectNoTryAgain, expectText, steps } from '../test-support/state-stories';
import {
  failingHandler,
  forbiddenHandler,
  pagedHandler,
  requestLog,
  stalledHandler,
} from '../test-support/list-stories';
import { NotificationsScreen } from './notifications-screen';
import {
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
  NOTIFICATIONS_EMPTY_DESCRIPTION,
  NOTIFICATIONS_EMPTY_TITLE,
  NOTIFICATIONS_FORBIDDEN_MESSAGE,
  NOTIFICATIONS_LOAD_ERROR_HEADING,
  type Notification,
} from './notifications-view';

const LIST_PATH = operationRoutes.listNotifications.path;
const COUNT_PATH = operationRoutes.getUnreadNotificationCount.path;
const READ_PATH = operationRoutes.markNotificationRead.path;
const READ_ALL_PATH = operationRoutes.markAllNotificationsRead.path;
/** Half an hour after the newest notification. */
const NOW = '2026-06-05T11:30:00Z';

const [message, accepted, announcement] = fixtures.listNotifications.data as [
  Notification,
  Notification,
  Notification,
];
const dueSoon: Notification = {
  id: 505,
  type: 'task_due_soon',
  title: 'Task due in 2 days',
  body: 'Post the Reel and Stories for Vermut Gràcia is due on June 7, 2026.',
  link: '/app/creator/deals/8',
  read_at: null,
  created_at: '2026-06-05T08:00:00Z',
};
/** Newest first, two unread. */
const initial: Notification[] = [message, dueSoon, accepted, announcement];

/** The server's notifications for this story; marking changes them like the server does. */
let store: Notification[] = [];
/** Every POST: the path marked. */
let posts: string[] = [];
/** Every list request (`listRequests.values('page')`: each one's page). */
const listRequests = requestLog();

const unreadCount = () => store.filter((item) => item.read_at === null).length;

/** Pages of the store, like the server answers them. */
const listHandler = pagedHandler(LIST_PATH, () => store, { log: listRequests });
const countHandler = http.get(COUNT_PATH, ({ response }) =>
  response(200).json({ count: unreadCount() }),
);
const readHandler = http.post(READ_PATH, ({ params, response }) => {
  const id = Number(params.id);
  posts.push(`/api/notifications/${id}/read`);
  const item = store.find((candidate) => candidate.id === id);
  if (!item) return response(404).json(errorBody('Notification not found.'));
  item.read_at ??= '2026-06-05T11:30:00Z';
  return response(200).json(item);
});
const readAllHandler = http.post(READ_ALL_PATH, ({ response }) => {
  posts.push(READ_ALL_PATH);
  const updated = unreadCount();
  for (const item of store) item.read_at ??= '2026-06-05T11:30:00Z';
  return response(200).json({ updated });
});
const serverHandlers = [listHandler, countHandler, readHandler, readAllHandler];

const failingPost = (path: typeof READ_PATH | typeof READ_ALL_PATH) =>
  http.post(path, ({ request, response }) => {
    posts.push(new URL(request.url).pathname);
    return response.untyped(Response.json(errorBody('Server Error'), { status: 500 }));
  });

/** Where the app's router was asked to go. */
const navigated = fn();

/** A router link stand-in: records the path instead of leaving the story. */
const renderLink = recordingLink(navigated);

const meta = {
  title: 'Features/Creator/Notifications',
  component: NotificationsScreen,
  render: (args) => (
    <LinkProvider renderLink={renderLink}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <NotificationsScreen {...args} />
      </div>
    </LinkProvider>
  ),
  args: { now: NOW, onUnreadChange: fn() },
  beforeEach: () => {
    store = initial.map((item) => ({ ...item }));
    posts = [];
    listRequests.clear();
    navigated.mockClear();
  },
  globals: phone,
  parameters: { msw: { handlers: serverHandlers } },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; unread ones stand out and say so; times in Barcelona. */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(
      first.getByRole('link', { name: 'New message from Vermut Gràcia (unread)' }),
    ).toHaveAttribute('href', '/app/creator/chat/5');
    await expect(first.getByText('28 minutes ago')).toBeVisible();
    await expect(first.getByText('New message:')).toBeInTheDocument();
    await expect(within(items[1] as HTMLElement).getByText('3 hours ago')).toBeVisible();
    const third = within(items[2] as HTMLElement);
    await expect(third.getByRole('link', { name: 'Application accepted' })).toBeVisible();
    await expect(third.getByText('Jun 3, 2026, 12:02 PM')).toBeVisible();
    await expect(third.queryByRole('button', { name: /Mark as read/ })).toBeNull();
    // An announcement has no link.
    const fourth = within(items[3] as HTMLElement);
    await expect(fourth.getByText('Sant Joan week on Colla')).toBeVisible();
    await expect(fourth.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('2 unread notifications')).toBeVisible();
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** "Mark as read" posts it, shows it read at once and lowers the count the app is told. */
export const MarkOneRead: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
    const button = canvas.getByRole('button', {
      name: 'Mark as read: Task due in 2 days',
    });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'Task due in 2 days' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Mark as read: Task due/ })).toBeNull();
    await waitFor(() => expect(posts).toEqual(['/api/notifications/505/read']));
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(1));
    await expect(canvas.getByText('1 unread notification')).toBeVisible();
    await noSidewaysScroll();
  },
};

/** Opening a notification marks it read and follows its link. */
export const OpenMarksRead: Story = {
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', {
      name: 'New message from Vermut Gràcia (unread)',
    });
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/app/creator/chat/5');
    await waitFor(() => expect(posts).toEqual(['/api/notifications/512/read']));
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(1));
    await expect(
      canvas.getByRole('link', { name: 'New message from Vermut Gràcia' }),
    ).toBeVisible();
    // Opening a read one posts nothing more.
    await userEvent.click(canvas.getByRole('link', { name: 'Application accepted' }));
    await expect(navigated).toHaveBeenLastCalledWith('/app/creator/deals/8');
    await expect(posts).toHaveLength(1);
  },
};

/** "Mark all as read" posts once, shows everything read, tells the app 0, then is disabled. */
export const MarkAllRead: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(posts).toEqual([READ_ALL_PATH]));
    await expect(canvas.queryByText(/\(unread\)/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Mark as read:/ })).toBeNull();
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(0));
    await expect(canvas.getByText('Everything is read.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
    await noSidewaysScroll();
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * The POST to `path` fails: with two unread, clicking `button` posts `path` once (as `posted`)
 * and shows `failure`; `then` checks what the screen is back to.
 */
function markFailsStory(
  path: typeof READ_PATH | typeof READ_ALL_PATH,
  { button, posted, failure }: { button: string; posted: string; failure: MessageDescriptor },
  then: (context: PlayContext) => Promise<void>,
): Story {
  const otherPost = path === READ_PATH ? readAllHandler : readHandler;
  return {
    parameters: { msw: { handlers: [failingPost(path), listHandler, countHandler, otherPost] } },
    play: async (context) => {
      const { canvas, args } = context;
      await canvas.findByRole('list', { name: 'Notifications' });
      await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
      await userEvent.click(canvas.getByRole('button', { name: button }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(i18n._(failure));
      await expect(posts).toEqual([posted]);
      await then(context);
    },
  };
}

/** The server refuses: the notification is unread again, with a message, and the count is back. */
export const MarkOneReadFails: Story = markFailsStory(
  READ_PATH,
  {
    button: 'Mark as read: New message from Vermut Gràcia',
    posted: '/api/notifications/512/read',
    failure: MARK_READ_FAILED,
  },
  async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('link', { name: 'New message from Vermut Gràcia (unread)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mark as read: New message from Vermut Gràcia' }),
    ).toBeVisible();
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByText('2 unread notifications')).toBeVisible();
  },
);

/** "Mark all as read" fails: every notification is back as it was, with a message. */
export const MarkAllReadFails: Story = markFailsStory(
  READ_ALL_PATH,
  { button: 'Mark all as read', posted: READ_ALL_PATH, failure: MARK_ALL_READ_FAILED },
  async ({ canvas, args }) => {
    await expect(canvas.getAllByText(/\(unread\)/)).toHaveLength(2);
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
);

const many: Notification[] = Array.from({ length: 25 }, (_, index) => ({
  id: 600 - index,
  type: index % 2 ? 'application_accepted' : 'message_received',
  title: `Update ${index + 1} from Forn Sant Pau`,
  body: 'The workshop on Saturday starts at 10:00 in Carrer de Sant Pau 90.',
  link: '/app/creator/deals/9',
  read_at: index < 3 ? null : '2026-06-04T09:00:00Z',
  created_at: `2026-06-0${index < 10 ? 4 : 3}T${String(23 - (index % 10)).padStart(2, '0')}:00:00Z`,
}));

/** More than a page: "Load more" asks for the next one and adds it under the first. */
export const LoadMore: Story = {
  beforeEach: () => {
    store = many.map((item) => ({ ...item }));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.getByRole('link', { name: 'Update 25 from Forn Sant Pau' })).toBeVisible();
    await expect(listRequests.values('page')).toEqual(['1', '2']);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await noSidewaysScroll();
  },
};

let pageTwoFailuresLeft = 0;

/** The next page fails: the first stays, the failure is shown, and "Load more" tries again. */
export const LoadMoreFails: Story = {
  beforeEach: () => {
    store = many.map((item) => ({ ...item }));
    pageTwoFailuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(LIST_PATH, ({ request, response }) => {
          const page = new URL(request.url).searchParams.get('page');
          if (page === '2' && pageTwoFailuresLeft > 0) {
            pageTwoFailuresLeft -= 1;
            listRequests.record(request);
            return response.untyped(Response.json(errorBody('Server Error'), { status: 500 }));
          }
          // Otherwise the next handler answers the page.
        }),
        listHandler,
        countHandler,
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(listRequests.values('page')).toEqual(['1', '2', '2']);
  },
};

/** Nothing yet: all caught up, and nothing to mark. */
export const Empty: Story = {
  beforeEach: () => {
    store = [];
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { name: i18n._(NOTIFICATIONS_EMPTY_TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(NOTIFICATIONS_EMPTY_DESCRIPTION.creator))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(0));
  },
};

/** Skeletons while the first page loads. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [stalledHandler(LIST_PATH), countHandler],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading notifications…');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const failingList = failingHandler(LIST_PATH, fixtures.listNotifications);

/** The list fails to load; Try Again asks again and shows it. */
export const ErrorWithTryAgain: Story = {
  beforeEach: () => {
    failingList.reset();
  },
  parameters: { msw: { handlers: [failingList.handler, countHandler] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(NOTIFICATIONS_LOAD_ERROR_HEADING));
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByRole('link', { name: 'New message from Vermut Gràcia (unread)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(failingList.calls()).toBe(2);
  },
};

/** An account that gets no notifications (admins: 403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(LIST_PATH), forbiddenHandler(COUNT_PATH)] } },
  play: steps(
    (context) => expectText(i18n._(NOTIFICATIONS_FORBIDDEN_MESSAGE))(context),
    expectNoTryAgain,
  ),
};

/** On a desktop; the app can point notifications elsewhere with `notificationHref`. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    notificationHref: (notification: Notification) =>
      notification.type === 'message_received' ? '/app/creator/chat' : notification.link,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'New message from Vermut Gràcia (unread)' }),
    ).toHaveAttribute('href', '/app/creator/chat');
    await expect(canvas.getByRole('link', { name: 'Application accepted' })).toHaveAttribute(
      'href',
      '/app/creator/deals/8',
    );
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  },
};

/**
 * In Catalan on a phone: the screen's own words, the unread count and "how long ago" speak
 * Catalan (the notifications' titles and bodies come from the server as they are); marking one
 * read works; nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Notificacions' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Notificacions' });
    const first = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(
      first.getByRole('link', { name: 'New message from Vermut Gràcia (sense llegir)' }),
    ).toBeVisible();
    await expect(first.getByText('Missatge nou:')).toBeInTheDocument();
    await expect(first.getByText('fa 28 minuts')).toBeVisible();
    await expect(canvas.getByText('2 notificacions sense llegir')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marca-ho tot com a llegit' })).toBeEnabled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Marca com a llegida: Task due in 2 days' }),
    );
    await expect(await canvas.findByText('1 notificació sense llegir')).toBeVisible();
    await waitFor(() => expect(args.onUnreadChange).toHaveBeenLastCalledWith(1));
    await noSidewaysScroll();
  },
};

/** In Spanish on a phone, down to "Everything is read." after marking them all. */
export const PhoneInSpanish: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Notificaciones' });
    await expect(canvas.getByText('hace 28 minutos')).toBeVisible();
    await expect(canvas.getByText('2 notificaciones sin leer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todo como leído' }));
    await expect(await canvas.findByText('Lo has leído todo.')).toBeVisible();
    await expect(canvas.queryByText(/\(sin leer\)/)).toBeNull();
    await noSidewaysScroll();
  },
};
