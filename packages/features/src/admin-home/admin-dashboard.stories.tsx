import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  forbiddenStory,
  loadingStory,
  type StoryCanvas,
  retriedOnceStory,
} from '../test-support/state-stories';
import { phone, phoneStory, english } from '../test-support/screen-stories';
import { AdminDashboard } from './admin-dashboard';
import {
  ADMIN_DASHBOARD_FORBIDDEN_MESSAGE,
  ADMIN_DASHBOARD_LOAD_ERROR_HEADING,
  type AdminDashboardData,
} from './admin-dashboard-view';

const dashboard = fixtures.getAdminDashboard;

const PATH = operationRoutes.getAdminDashboard.path;

/** The users and proposals lists, filtered: the admin app's lists. */
const listHrefs = {
  users: (type?: string) => (type ? `/app/admin/users?type=${type}` : '/app/admin/users'),
  proposals: (status?: string) =>
    status ? `/app/admin/proposals?status=${status}` : '/app/admin/proposals',
};

const meta = {
  title: 'Features/Admin/Dashboard',
  component: AdminDashboard,
  args: {
    firstName: 'Clara',
    hrefs: listHrefs,
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure's link named `name` goes to `href`. */
const expectHref = (canvas: StoryCanvas, name: RegExp, href: string) =>
  expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);

/** openapi.yaml's example: every figure, users and proposals opening their filtered lists. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const creators = await canvas.findByRole('link', { name: /Creators/ });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(/Hola, Clara/)).toBeVisible();
    await expect(creators).toHaveAttribute('href', '/app/admin/users?type=creator');
    await expect(creators).toHaveTextContent(String(dashboard.users.creators));
    await expectHref(canvas, /Brand users/, '/app/admin/users?type=brand');
    await expectHref(canvas, /Admins/, '/app/admin/users?type=admin');
    await expectHref(canvas, /New users this week/, '/app/admin/users');
    await expectHref(canvas, /Draft proposals/, '/app/admin/proposals?status=draft');
    await expect(canvas.getByRole('link', { name: /Active proposals/ })).toHaveTextContent(
      String(dashboard.proposals.active),
    );
    // No applications or deals list was given: those figures are plain text.
    await expect(canvas.queryByRole('link', { name: /Pending applications/ })).toBeNull();
    await expect(canvas.getByText('Pending applications')).toBeVisible();
    await expect(canvas.getByText('59.5%')).toBeVisible();
    await expect(canvas.getByText('Completed deals')).toBeVisible();
    await expect(canvas.getByText(String(dashboard.deals.completed))).toBeVisible();
  },
};

/** With hrefs for applications and deals, those figures link too. */
export const WithEveryLink: Story = {
  args: {
    hrefs: {
      ...listHrefs,
      applications: (status?: string) => `/app/admin/applications?status=${status ?? 'all'}`,
      deals: (status?: string) => `/app/admin/deals?status=${status ?? 'all'}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Pending applications/ })).toHaveAttribute(
      'href',
      '/app/admin/applications?status=pending',
    );
    await expectHref(canvas, /All applications/, '/app/admin/applications?status=all');
    await expectHref(canvas, /Completed deals/, '/app/admin/deals?status=completed');
    await expect(canvas.queryByRole('link', { name: /Acceptance rate/ })).toBeNull();
  },
};

const empty: AdminDashboardData = {
  users: { brands: 0, creators: 0, admins: 1, new_this_week: 0 },
  proposals: { draft: 0, active: 0, inactive: 0 },
  applications: { total: 0, pending: 0, accepted: 0, rejected: 0, acceptance_rate: 0 },
  deals: { active: 0, completed: 0 },
};

/** A brand-new marketplace: zeros, and a 0% acceptance rate rather than an error. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(PATH, ({ response }) => response(200).json(empty))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Creators/ })).toHaveTextContent('0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading the dashboard…', {
  absent: (canvas) => canvas.queryByRole('link', { name: /Creators/ }),
});

/** A server error offers Try Again, which really asks again and shows the figures. */
export const ServerError: Story = retriedOnceStory(
  PATH,
  dashboard,
  [english(ADMIN_DASHBOARD_LOAD_ERROR_HEADING), 'Something went wrong on our side'],
  async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: /Creators/ })).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
);

/** A signed-in user who is not an admin. */
export const Forbidden: Story = forbiddenStory(PATH, english(ADMIN_DASHBOARD_FORBIDDEN_MESSAGE));

/** At 375 px the figures stack in one column and nothing scrolls sideways. */
export const Phone: Story = phoneStory(async ({ canvas }) => {
  await canvas.findByRole('link', { name: /Creators/ });
});

/** In Catalan on a phone: the headings, figures and percentage read in Catalan, nothing sideways. */
export const CatalanOnPhone: Story = {
  ...phoneStory(async ({ canvas }) => {
    const creators = await canvas.findByRole('link', { name: /Creadors/ });
    await expect(creators).toHaveAttribute('href', '/app/admin/users?type=creator');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tauler' })).toBeVisible();
    await expect(canvas.getByText(/Hola, Clara\. Així va el mercat de Colla\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sol·licituds' })).toBeVisible();
    await expect(canvas.getByText('Sol·licituds pendents')).toBeVisible();
    await expect(canvas.getByText('Col·laboracions completades')).toBeVisible();
    await expect(canvas.getByText('59,5 %')).toBeVisible();
  }),
  globals: { ...phone, locale: 'ca' },
};
