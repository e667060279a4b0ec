import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_ERROR_MESSAGE } from '../lib/form-failure';
import {
  failingHandler,
  forbiddenHandler,
  pagedHandler,
  requestLog,
  searchLog,
} from '../test-support/list-stories';
import {
  atDesktopWidth,
  chooseOption,
  desktop,
  noSidewaysScroll,
  phone,
  phoneStory,
} from '../test-support/screen-stories';
import {
  expectAlert,
  expectNoTryAgain,
  loadingStory,
  pressTryAgain,
  steps,
} from '../test-support/state-stories';
import { SEND_TIME_PAST_MESSAGE, SEND_TIME_SKIPPED_MESSAGE } from './scheduled-notification-form';
import { ScheduledNotifications } from './scheduled-notifications';
import {
  SCHEDULED_FORBIDDEN_MESSAGE,
  SCHEDULED_LOAD_ERROR_HEADING,
  type ScheduledNotification,
} from './scheduled-notifications-view';

const {
  listScheduledNotifications,
  createScheduledNotification,
  getScheduledNotification,
  updateScheduledNotification,
  cancelScheduledNotification,
  listAdminUsers,
} = operationRoutes;
const LIST = listScheduledNotifications.path;
/** A fixed "now" (Saturday 21 November 2026, 13:00 in Barcelona): no story depends on the clock. */
const NOW = new Date('2026-11-21T12:00:00Z');

const [, santJoan] = fixtures.listScheduledNotifications.data as [
  ScheduledNotification,
  ScheduledNotification,
];
const clara = santJoan.created_by;
const blackFriday: ScheduledNotification = {
  ...santJoan,
  id: 9,
  title: 'Black Friday: brands want your content',
  body: 'Twelve Barcelona brands opened Black Friday proposals this week. Apply before Thursday.',
  audience: 'creators',
  send_at: '2026-11-28T08:00:00Z',
  status: 'scheduled',
  sent_at: null,
  recipients_count: null,
};
const jordiNote: ScheduledNotification = {
  ...blackFriday,
  id: 8,
  title: 'Your vermut proposal has new applications',
  body: 'Three creators applied to Summer vermut tasting in Gràcia. Review them before Friday.',
  audience: 'user',
  user: {
    id: 12,
    first_name: 'Jordi',
    last_name: 'Ferrer',
    name: 'Jordi Ferrer',
    avatar_path: null,
  },
  send_at: '2026-12-01T17:30:00Z',
};
const cancelled: ScheduledNotification = {
  ...blackFriday,
  id: 6,
  title: 'Festa Major de Gràcia proposals',
  audience: 'brands',
  send_at: '2026-08-10T07:00:00Z',
  status: 'cancelled',
};

let items: ScheduledNotification[] = [];
const listRequests = requestLog();
const url = searchLog();
let bodies: unknown[] = [];
let userSearches: string[] = [];
let cancels: string[] = [];

const listHandler = pagedHandler(LIST, () => items, {
  log: listRequests,
  match: (item, params) => !params.get('status') || item.status === params.get('status'),
});
const createHandler = http.post(createScheduledNotification.path, async ({ request, response }) => {
  const body = await request.json();
  bodies.push(body);
  return response(201).json({
    ...blackFriday,
    id: 20,
    title: body.title,
    body: body.body,
    audience: body.audience,
    send_at: body.send_at,
    created_by: clara,
  });
});
const getHandler = http.get(getScheduledNotification.path, ({ params, response }) => {
  const found = items.find((item) => String(item.id) === String(params.id));
  return found ? response(200).json(found) : response(404).json(errorBody('Not found.'));
});
const updateHandler = http.put(
  updateScheduledNotification.path,
  async ({ params, request, response }) => {
    const body = await request.json();
    bodies.push(body);
    const found = items.find((item) => String(item.id) === String(params.id)) ?? blackFriday;
    return response(200).json({ ...found, ...body, user: found.user });
  },
);
const cancelHandler = http.post(cancelScheduledNotification.path, ({ params, response }) => {
  cancels.push(String(params.id));
  const found = items.find((item) => String(item.id) === String(params.id)) ?? blackFriday;
  found.status = 'cancelled';
  return response(200).json(found);
});
const usersHandler = http.get(listAdminUsers.path, ({ request, response }) => {
  const params = new URL(request.url).searchParams;
  userSearches.push(params.toString());
  const search = (params.get('search') ?? '').toLowerCase();
  const data = fixtures.listAdminUsers.data.filter((user) =>
    user.name.toLowerCase().includes(search),
  );
  return response(200).json({
    data,
    meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 },
  });
});
const handlers = [
  listHandler,
  createHandler,
  getHandler,
  updateHandler,
  cancelHandler,
  usersHandler,
];

const meta = {
  title: 'Features/Admin/Scheduled notifications',
  component: ScheduledNotifications,
  args: { now: () => NOW },
  decorators: [url.decorator],
  beforeEach: () => {
    items = [blackFriday, jordiNote, { ...santJoan }, cancelled].map((item) => ({ ...item }));
    listRequests.clear();
    url.clear();
    bodies = [];
    userSearches = [];
    cancels = [];
  },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof ScheduledNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title as shown at this width: in the table's row on wide screens, a card on phones. */
const shownTitle = async (canvas: ReturnType<typeof within>, title: string) => {
  const all = await canvas.findAllByText(title);
  const shown = all.find((element: HTMLElement) => element.checkVisibility());
  if (!shown) throw new Error(`${title} is not shown`);
  return shown;
};

const rowOf = async (canvas: ReturnType<typeof within>, title: string) => {
  const row = (await shownTitle(canvas, title)).closest('tr, li');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${title}`);
  return within(row);
};

/** Whether a notification is in the list at this width. */
const listed = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.queryAllByText(title).some((element: HTMLElement) => element.checkVisibility());

async function openCreate(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Schedule notification' }));
  return within(await screen.findByRole('dialog', { name: 'Schedule a notification' }));
}

async function fill(
  dialog: ReturnType<typeof within>,
  values: { title: string; body: string; date: string; time: string },
) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), values.title);
  await userEvent.type(dialog.getByRole('textbox', { name: /^Message/ }), values.body);
  await userEvent.type(dialog.getByLabelText(/^Day/), values.date);
  const time = dialog.getByLabelText(/^Time/);
  await userEvent.clear(time);
  await userEvent.type(time, values.time);
}

/** Status badges, audience and the send time in Barcelona; Edit and Cancel only while scheduled. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const friday = await rowOf(canvas, blackFriday.title);
    await expect(friday.getByText('Scheduled')).toBeVisible();
    await expect(friday.getByText('All creators')).toBeVisible();
    await expect(friday.getByText('Nov 28, 2026, 9:00 AM')).toBeVisible();
    await expect(friday.getByRole('button', { name: /^Edit/ })).toBeVisible();
    const jordi = await rowOf(canvas, jordiNote.title);
    await expect(jordi.getByText('Jordi Ferrer')).toBeVisible();
    await expect(jordi.getByText('Dec 1, 2026, 6:30 PM')).toBeVisible();
    const sent = await rowOf(canvas, santJoan.title);
    await expect(sent.getByText('Sent')).toBeVisible();
    await expect(sent.getByText('To 214 people')).toBeVisible();
    await expect(sent.getByText('Jun 1, 2026, 10:00 AM')).toBeVisible();
    await expect(sent.queryByRole('button')).toBeNull();
    const gone = await rowOf(canvas, cancelled.title);
    await expect(gone.getByText('Cancelled')).toBeVisible();
    await expect(gone.getByText('All brands')).toBeVisible();
    await expect(gone.queryByRole('button')).toBeNull();
    await expect(listRequests.seen.map(String)).toEqual(['page=1&per_page=20']);
  },
};

/** On a wide screen, a table: every row's audience and time line up under one heading each. */
export const LoadedOnDesktop: Story = {
  globals: desktop,
  play: async (context) => {
    const { canvas } = context;
    await atDesktopWidth();
    const table = await canvas.findByRole('table', { name: 'Scheduled notifications' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Notification', 'Audience', 'Send time', 'Actions']);
    const cells = (title: string) =>
      [...(within(table).getByText(title).closest('tr')?.children ?? [])].map(
        (cell) => cell.getBoundingClientRect().left,
      );
    // The columns line up row after row.
    await expect(cells(santJoan.title)).toEqual(cells(blackFriday.title));
    await Loaded.play?.(context);
  },
};

/** The status filter goes to the server and the URL. */
export const FilteredBySent: Story = {
  play: async ({ canvas }) => {
    await shownTitle(canvas, blackFriday.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Sent' }));
    await waitFor(() => expect(listed(canvas, blackFriday.title)).toBe(false));
    await expect(await shownTitle(canvas, santJoan.title)).toBeVisible();
    await expect(listRequests.seen.at(-1)?.toString()).toBe('status=sent&page=1&per_page=20');
    await expect(url.writes).toEqual(['status=sent']);
  },
};

/** A summer time in Barcelona (CEST) is sent two hours earlier in UTC. */
export const CreateInSummer: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await fill(dialog, {
      title: 'Sant Joan proposals are live',
      body: 'Brands on the beach want creators for the longest night. Apply from today.',
      date: '2027-06-20',
      time: '09:00',
    });
    await chooseOption(dialog.getByRole('combobox', { name: /^Audience/ }), 'All creators');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bodies).toEqual([
      {
        title: 'Sant Joan proposals are live',
        body: 'Brands on the beach want creators for the longest night. Apply from today.',
        audience: 'creators',
        send_at: '2027-06-20T07:00:00Z',
      },
    ]);
    await expect(
      await canvas.findByText('“Sant Joan proposals are live” will be sent Jun 20, 2027, 9:00 AM.'),
    ).toBeVisible();
  },
};

/** A winter time (CET) is one hour off; one user, found by searching the users. */
export const CreateInWinterForOneUser: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await fill(dialog, {
      title: 'Your profile is almost ready',
      body: 'Add two more photos so Barcelona brands can see your style.',
      date: '2027-01-15',
      time: '18:45',
    });
    await chooseOption(dialog.getByRole('combobox', { name: /^Audience/ }), 'One user');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(dialog.getByRole('searchbox', { name: /^Find the user/ }), 'núria');
    await userEvent.click(await dialog.findByRole('button', { name: /Núria Vidal/ }));
    await expect(dialog.getByText('nuria.vidal@example.com')).toBeVisible();
    await expect(userSearches).toEqual(['search=n%C3%BAria&per_page=10']);
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bodies).toEqual([
      {
        title: 'Your profile is almost ready',
        body: 'Add two more photos so Barcelona brands can see your style.',
        audience: 'user',
        user_id: 33,
        send_at: '2027-01-15T17:45:00Z',
      },
    ]);
  },
};

/** Missing fields, a past time and a time skipped by the clock change stop the form here. */
export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreate(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Give the notification a title.')).toBeVisible();
    await expect(dialog.getByText('Write the message people will read.')).toBeVisible();
    await expect(dialog.getByText('Choose the day to send it.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await fill(dialog, {
      title: 'Christmas market collabs',
      body: 'Brands at the Fira de Santa Llúcia want creators.',
      date: '2026-11-21',
      time: '12:30',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText(i18n._(SEND_TIME_PAST_MESSAGE))).toBeVisible();
    const day = dialog.getByLabelText(/^Day/);
    await userEvent.clear(day);
    await userEvent.type(day, '2027-03-28');
    const time = dialog.getByLabelText(/^Time/);
    await userEvent.clear(time);
    await userEvent.type(time, '02:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText(i18n._(SEND_TIME_SKIPPED_MESSAGE))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Christmas market collabs',
    );
    await expect(bodies).toEqual([]);
  },
};

const rooftop = {
  title: 'Rooftop season',
  body: 'Rooftop bars in the Eixample are looking for creators.',
  date: '2027-05-02',
  time: '10:00',
};

/** Opens the dialog, fills in the rooftop notification and presses Schedule; the dialog. */
async function scheduleRooftop(canvas: ReturnType<typeof within>) {
  const dialog = await openCreate(canvas);
  await fill(dialog, rooftop);
  await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
  return dialog;
}

/** The server's 422 messages appear under their fields; nothing typed is lost. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(createScheduledNotification.path, async ({ request, response }) => {
          bodies.push(await request.json());
          return response(422).json({
            message: 'The send at must be a date in the future.',
            errors: {
              send_at: ['The send at must be a date in the future.', 'Second message'],
              title: ['The title has already been used today.'],
            },
          });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await scheduleRooftop(canvas);
    await expect(
      await dialog.findByText('The send at must be a date in the future.'),
    ).toBeVisible();
    await expect(dialog.queryByText('Second message')).toBeNull();
    await expect(dialog.getByText('The title has already been used today.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(rooftop.title);
    await expect(dialog.getByLabelText(/^Day/)).toHaveValue('2027-05-02');
    await expect(bodies).toEqual([
      {
        title: 'Rooftop season',
        body: 'Rooftop bars in the Eixample are looking for creators.',
        audience: 'all',
        send_at: '2027-05-02T08:00:00Z',
      },
    ]);
  },
};

/** A 500 shows one alert; the dialog and its values stay. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(createScheduledNotification.path, () =>
          Response.json({ message: 'Server Error' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await scheduleRooftop(canvas);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue(rooftop.body);
  },
};

/** Edit loads the notification, shows its Barcelona time and saves the new one in UTC. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, blackFriday.title);
    await userEvent.click(row.getByRole('button', { name: /^Edit/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit notification' }));
    const title = await dialog.findByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue(blackFriday.title);
    await expect(dialog.getByLabelText(/^Day/)).toHaveValue('2026-11-28');
    const time = dialog.getByLabelText(/^Time/);
    await expect(time).toHaveValue('09:00');
    await userEvent.clear(time);
    await userEvent.type(time, '10:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bodies).toEqual([
      {
        title: blackFriday.title,
        body: blackFriday.body,
        audience: 'creators',
        send_at: '2026-11-28T09:30:00Z',
      },
    ]);
  },
};

/** Already sent by the time it is saved: the server's 409 message, values kept. */
export const EditConflict: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(updateScheduledNotification.path, ({ response }) =>
          response(409).json(
            errorBody('Only scheduled notifications can be changed or cancelled.'),
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, blackFriday.title);
    await userEvent.click(row.getByRole('button', { name: /^Edit/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit notification' }));
    await dialog.findByRole('textbox', { name: /^Title/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only scheduled notifications can be changed or cancelled.',
    );
  },
};

/** Cancel asks first; confirming cancels it and the row shows Cancelled. */
export const CancelConfirmed: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, blackFriday.title);
    await userEvent.click(row.getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(`Cancel “${blackFriday.title}”?`)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel notification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(cancels).toEqual(['9']);
    const updated = await rowOf(canvas, blackFriday.title);
    await expect(await updated.findByText('Cancelled')).toBeVisible();
    await expect(updated.queryByRole('button')).toBeNull();
  },
};

/** A failed cancel keeps the question open with the server's message. */
export const CancelFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(cancelScheduledNotification.path, () =>
          Response.json(
            { message: 'Only scheduled notifications can be changed or cancelled.' },
            { status: 409 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, blackFriday.title);
    await userEvent.click(row.getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel notification' }));
    await expect(
      await dialog.findByText('Only scheduled notifications can be changed or cancelled.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    items = [];
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No scheduled notifications yet' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Schedule notification' })).toHaveLength(2);
  },
};

export const Loading: Story = loadingStory(LIST, 'Loading scheduled notifications…');

const failingList = failingHandler(LIST, fixtures.listScheduledNotifications);

/** The list fails once; Try Again reads it again (exactly once more) and shows it. */
export const LoadError: Story = {
  beforeEach: failingList.reset,
  parameters: { msw: { handlers: [failingList.handler] } },
  play: steps(
    (context) => expectAlert(i18n._(SCHEDULED_LOAD_ERROR_HEADING))(context),
    pressTryAgain,
    async ({ canvas }) => {
      await expect(await shownTitle(canvas, santJoan.title)).toBeVisible();
      await expect(failingList.calls()).toBe(2);
    },
  ),
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(LIST)] } },
  play: steps(
    (context) => expectAlert(i18n._(SCHEDULED_FORBIDDEN_MESSAGE))(context),
    expectNoTryAgain,
    async ({ canvas }) => {
      await expect(canvas.queryByRole('button', { name: 'Schedule notification' })).toBeNull();
    },
  ),
};

export const LoadedOnPhone: Story = phoneStory(Loaded.play);

/**
 * On a phone in Catalan: the list's words, statuses, audiences and actions, then the form's
 * labels and its own checks speak Catalan; nothing scrolls sideways.
 */
export const LoadedOnPhoneInCatalan: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notificacions programades' }),
    ).toBeVisible();
    const friday = await rowOf(canvas, blackFriday.title);
    await expect(friday.getByText('Programada')).toBeVisible();
    await expect(friday.getByText('Tots els creadors')).toBeVisible();
    await expect(
      friday.getByRole('button', { name: `Edita «${blackFriday.title}»` }),
    ).toBeVisible();
    await expect(
      friday.getByRole('button', { name: `Cancel·la «${blackFriday.title}»` }),
    ).toBeVisible();
    const sent = await rowOf(canvas, santJoan.title);
    await expect(sent.getByText('Enviada')).toBeVisible();
    await expect(sent.getByText('A 214 persones')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Filtra per estat' })).toBeVisible();
    await noSidewaysScroll();

    await userEvent.click(canvas.getByRole('button', { name: 'Programa una notificació' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Programa una notificació' }));
    await expect(dialog.getByText('Hora d’enviament (hora de Barcelona)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Programa' }));
    await expect(await dialog.findByText('Posa un títol a la notificació.')).toBeVisible();
    await expect(dialog.getByText('Escriu el missatge que llegirà la gent.')).toBeVisible();
    await expect(dialog.getByText('Tria el dia d’enviament.')).toBeVisible();
    await expect(dialog.getAllByRole('button', { name: 'Tanca' })).toHaveLength(2);
    await noSidewaysScroll();
  },
};
