import { english } from '../test-support/screen-stories';
import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { forbiddenStory, loadingStory, serverErrorStory } from '../test-support/state-stories';
import { CreatorDashboard } from './creator-dashboard';
import {
  CREATOR_DASHBOARD_FORBIDDEN_MESSAGE,
  CREATOR_DASHBOARD_LOAD_ERROR_HEADING,
  NO_APPLICATIONS_MESSAGE,
  NO_DEALS_MESSAGE,
  NO_RECOMMENDATIONS_MESSAGE,
} from './creator-dashboard-view';

const dashboard = fixtures.getCreatorDashboard;
const PATH = operationRoutes.getCreatorDashboard.path;

const meta = {
  title: 'Features/Creator/Dashboard',
  component: CreatorDashboard,
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    firstName: 'Laia',
    // openapi.yaml's example deal has its next task due on June 17.
    today: '2026-06-12',
    proposalsHref: '/app/creator/proposals',
    chatHref: '/app/creator/chat',
    settingsHref: '/app/creator/settings',
    dealHref: (id: number) => `/app/creator/deals/${id}`,
    proposalHref: (id: number) => `/app/creator/proposals/${id}`,
  },
} satisfies Meta<typeof CreatorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const noSideways = async () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

/**
 * openapi.yaml's example on a phone: a deal with its next task, a message, an application, ideas.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hola, Laia' }),
    ).toBeVisible();
    const [deal] = dashboard.deals_in_progress;
    if (!deal?.next_task) throw new Error('The example has a deal with a next task');
    const dealLink = await canvas.findByRole('link', { name: new RegExp(deal.proposal.name) });
    await expect(within(dealLink).getByText(deal.brand.name)).toBeVisible();
    await expect(dealLink).toHaveAttribute('href', `/app/creator/deals/${deal.id}`);
    await expect(within(dealLink).getByText(deal.next_task.name)).toBeVisible();
    await expect(within(dealLink).getByText('Due June 17, 2026')).toBeVisible();
    await expect(within(dealLink).getByText('2 of 3 tasks completed')).toBeVisible();
    await expect(within(dealLink).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

    await expect(canvas.getByRole('link', { name: /^1 Unread message$/ })).toHaveAttribute(
      'href',
      '/app/creator/chat',
    );

    const [application] = dashboard.open_applications;
    if (!application) throw new Error('The example has an open application');
    const applicationLink = canvas.getByRole('link', {
      name: new RegExp(`^${application.proposal.name}`),
    });
    await expect(applicationLink).toHaveAttribute(
      'href',
      `/app/creator/proposals/${application.proposal.id}`,
    );
    await expect(within(applicationLink).getByText('Pending')).toBeVisible();

    const recommended = within(
      canvas.getByRole('region', { name: 'Recommended for you' }),
    ).getAllByRole('link');
    await expect(recommended.map((link) => link.getAttribute('href'))).toEqual([
      '/app/creator/proposals',
      ...dashboard.recommended_proposals.map(({ id }) => `/app/creator/proposals/${id}`),
    ]);
    await noSideways();
  },
};

export const LoadedOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: Loaded.play,
};

/** A task past its due date says so, in words as well as colour. */
export const OverdueTask: Story = {
  args: { today: '2026-06-20' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Overdue since June 17, 2026')).toBeVisible();
  },
};

/** A new creator: nothing yet, and each section says what will appear and what to do. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({
            open_applications: [],
            deals_in_progress: [],
            unread_messages: 0,
            recommended_proposals: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(NO_DEALS_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^0 Unread messages$/ })).toBeVisible();
    await expect(canvas.getByText(i18n._(NO_APPLICATIONS_MESSAGE))).toBeVisible();
    await expect(canvas.getByText(new RegExp(i18n._(NO_RECOMMENDATIONS_MESSAGE)))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/app/creator/settings',
    );
    await expect(canvas.getByRole('link', { name: /Browse proposals/ })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    await noSideways();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading your dashboard…', {
  absent: (canvas) => canvas.queryByRole('region', { name: 'Deals in progress' }),
});

/** A server error offers Try Again, which shows the dashboard once the server recovers. */
export const ServerError: Story = serverErrorStory(PATH, dashboard, {
  alert: [english(CREATOR_DASHBOARD_LOAD_ERROR_HEADING)],
  recovered: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Deals in progress' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** A brand or admin token: the server answers 403. */
export const Forbidden: Story = forbiddenStory(PATH, english(CREATOR_DASHBOARD_FORBIDDEN_MESSAGE));

/** In Catalan on a phone (the meta's viewport): greeting, sections, next task and dates in Catalan. */
export const CatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hola, Laia' }),
    ).toBeVisible();
    const [deal] = dashboard.deals_in_progress;
    if (!deal?.next_task) throw new Error('The example has a deal with a next task');
    const dealLink = await canvas.findByRole('link', { name: new RegExp(deal.proposal.name) });
    await expect(within(dealLink).getByText(/^Venç el 17 de juny/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Col·laboracions en curs' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sol·licituds obertes' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recomanades per a tu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^1 Missatge sense llegir$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explora les propostes' })).toBeVisible();
    await noSideways();
  },
};
