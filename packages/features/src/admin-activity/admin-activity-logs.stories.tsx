import { operationRoutes } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listKit } from '../test-support/list-story-kit';
import { chooseOption, phone, phoneStory, english } from '../test-support/screen-stories';
import { retriedOnceStory, forbiddenStory, loadingStory } from '../test-support/state-stories';
import { AdminActivityLogs } from './admin-activity-logs';

const ACTIVITY_LOGS_PATH = operationRoutes.listActivityLogs.path;
import {
  ACTIVITY_LOGS_FORBIDDEN_MESSAGE,
  ACTIVITY_LOGS_LOAD_ERROR_HEADING,
  DATE_ORDER_MESSAGE,
  type ActivityLog,
} from './admin-activity-logs-view';

const logs = fixtures.listActivityLogs.data as ActivityLog[];
const [accepted, updated] = logs as [ActivityLog, ActivityLog];
const signIn: ActivityLog = {
  id: 2950,
  action: 'auth.login',
  description: 'Laia Puig signed in.',
  subject_type: null,
  subject_id: null,
  user: {
    id: 31,
    first_name: 'Laia',
    last_name: 'Puig',
    name: 'Laia Puig',
    avatar_path: null,
  },
  impersonator: null,
  ip_address: null,
  created_at: '2026-05-24T22:30:00Z',
};
const all = [accepted, updated, signIn];

const day = (timestamp: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(timestamp));
/** Answers like the server: exact user and action, days compared in Barcelona time. */
const kit = listKit<ActivityLog>(
  ACTIVITY_LOGS_PATH,
  (item, params) =>
    (!params.get('user_id') || String(item.user?.id) === params.get('user_id')) &&
    (!params.get('action') || item.action === params.get('action')) &&
    (!params.get('from') || day(item.created_at) >= (params.get('from') ?? '')) &&
    (!params.get('to') || day(item.created_at) <= (params.get('to') ?? '')),
);
/** Every request's query, and every query the screen wrote to the URL. */
const { requests, url } = kit;
const listHandler = (items: readonly ActivityLog[] = all) => kit.handler(items);

const meta = {
  title: 'Features/Admin/Activity logs',
  component: AdminActivityLogs,
  decorators: [url.decorator],
  beforeEach: kit.clear,
  parameters: { msw: { handlers: [listHandler()] } },
} satisfies Meta<typeof AdminActivityLogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when in Barcelona time, the subject, and the admin behind an impersonation. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(updated.description)).toBeVisible();
    await expect(canvas.getByText(accepted.description)).toBeVisible();
    await expect(canvas.getByText('Clara Roig as Jordi Ferrer')).toBeVisible();
    await expect(canvas.getByText('Jordi Ferrer', { selector: 'dd' })).toBeVisible();
    // 16:12 UTC on May 25 is 6:12 PM in Barcelona (summer time).
    await expect(canvas.getByText('May 25, 2026, 6:12 PM')).toBeVisible();
    // 22:30 UTC on May 24 is already May 25 in Barcelona.
    await expect(canvas.getByText('May 25, 2026, 12:30 AM')).toBeVisible();
    await expect(canvas.getByText('proposal #4')).toBeVisible();
    // Each action in words.
    const list = within(canvas.getByRole('list', { name: 'Activity' }));
    await expect(list.getByText('Proposal updated')).toBeVisible();
    await expect(list.getByText('Signed in')).toBeVisible();
    await expect(list.queryByText('proposal.updated')).toBeNull();
    await expect(canvas.getByText('88.12.7.201')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 entries');
    await expect(requests.seen).toHaveLength(1);
    await expect(requests.seen[0]?.toString()).toBe('page=1&per_page=20');
  },
};

/** Every filter at once: the request carries each, page 1, and so does the URL. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(updated.description);
    const form = within(canvas.getByRole('form', { name: 'Filter activity' }));
    await chooseOption(form.getByRole('combobox', { name: 'User' }), 'Jordi Ferrer');
    // The actions the log holds, in words.
    await chooseOption(form.getByRole('combobox', { name: 'Action' }), 'Proposal updated');
    await userEvent.type(form.getByLabelText('From'), '2026-05-01');
    await userEvent.type(form.getByLabelText('To'), '2026-05-31');
    await userEvent.click(form.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(canvas.queryByText(accepted.description)).toBeNull());
    await expect(canvas.getByText(updated.description)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 entry found');
    await expect(requests.seen.at(-1)?.toString()).toBe(
      'user_id=12&action=proposal.updated&from=2026-05-01&to=2026-05-31&page=1&per_page=20',
    );
    await expect(url.writes).toEqual([
      'user_id=12&action=proposal.updated&from=2026-05-01&to=2026-05-31',
    ]);
  },
};

/** A last day before the first is caught before asking. */
export const DatesInWrongOrder: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(updated.description);
    await userEvent.type(canvas.getByLabelText('From'), '2026-06-10');
    await userEvent.type(canvas.getByLabelText('To'), '2026-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(await canvas.findByText(i18n._(DATE_ORDER_MESSAGE))).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-06-10');
    await expect(requests.seen).toHaveLength(1);
    await expect(url.writes).toEqual([]);
  },
};

/** Nothing matches: say so, and Clear filters asks for everything again. */
export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(updated.description);
    await chooseOption(canvas.getByRole('combobox', { name: 'Action' }), 'Proposal created');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(
      await canvas.findByRole('heading', { name: 'No activity matches these filters' }),
    ).toBeVisible();
    await expect(requests.seen.at(-1)?.get('action')).toBe('proposal.created');
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement,
    );
    await expect(await canvas.findByText(updated.description)).toBeVisible();
    await expect(url.writes.at(-1)).toBe('');
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent('All actions');
  },
};

/** The filters live in the URL: the screen starts from them. */
export const FromTheUrl: Story = {
  parameters: { search: 'user_id=31&from=2026-05-25&to=2026-05-25' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(signIn.description)).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-05-25');
    await expect(requests.seen[0]?.toString()).toBe(
      'user_id=31&from=2026-05-25&to=2026-05-25&page=1&per_page=20',
    );
  },
};

const many = Array.from({ length: 30 }, (_, index) => ({
  ...signIn,
  id: 5000 - index,
  description: `Laia Puig signed in (visit ${index + 1}).`,
}));

export const Paginated: Story = kit.paginated([listHandler(many)], {
  first: 'Laia Puig signed in (visit 1).',
  second: 'Laia Puig signed in (visit 21).',
  asText: true,
});

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(ACTIVITY_LOGS_PATH, 'Loading activity…');

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = retriedOnceStory(
  ACTIVITY_LOGS_PATH,
  fixtures.listActivityLogs,
  [english(ACTIVITY_LOGS_LOAD_ERROR_HEADING)],
  async ({ canvas }) => expect(await canvas.findByText(updated.description)).toBeVisible(),
);

export const Forbidden: Story = forbiddenStory(
  ACTIVITY_LOGS_PATH,
  english(ACTIVITY_LOGS_FORBIDDEN_MESSAGE),
  {
    then: async ({ canvas }) => {
      await expect(canvas.queryByRole('form', { name: 'Filter activity' })).toBeNull();
    },
  },
);

export const LoadedOnPhone: Story = phoneStory(Loaded.play);

/** In Catalan on a phone: the filters, who, the subject and the Barcelona time read in Catalan. */
export const CatalanOnPhone: Story = {
  ...phoneStory(async ({ canvas }) => {
    await expect(await canvas.findByText(updated.description)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Registre d’activitat' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Filtra l’activitat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aplica els filtres' })).toBeVisible();
    await expect(canvas.getByText('Clara Roig com a Jordi Ferrer')).toBeVisible();
    await expect(canvas.getByText('proposta núm. 4')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Activitat' })).getByText('Proposta actualitzada'),
    ).toBeVisible();
    await expect(canvas.getByText('25 de maig 2026, 18:12')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 entrades');
  }),
  globals: { ...phone, locale: 'ca' },
};

/** A last day before the first, in Catalan: the form says why in Catalan. */
export const CatalanDatesInWrongOrder: Story = {
  globals: { locale: 'ca' },
  play: async ({ canvas }) => {
    await canvas.findByText(updated.description);
    await userEvent.type(canvas.getByLabelText('Des de'), '2026-06-10');
    await userEvent.type(canvas.getByLabelText('Fins a'), '2026-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplica els filtres' }));
    await expect(
      await canvas.findByText('L’últim dia no pot ser anterior al primer.'),
    ).toBeVisible();
  },
};
