import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { forbiddenStory, loadingStory, serverErrorStory } from '../test-support/state-stories';
import { noSidewaysScroll, phone, english } from '../test-support/screen-stories';
import { BrandDashboard } from './brand-dashboard';
import {
  BRAND_DASHBOARD_FORBIDDEN_MESSAGE,
  BRAND_DASHBOARD_LOAD_ERROR_HEADING,
} from './brand-dashboard-view';

const dashboard = fixtures.getBrandDashboard;
const PATH = operationRoutes.getBrandDashboard.path;

const meta = {
  title: 'Features/Brand/Dashboard',
  component: BrandDashboard,
  args: {
    hrefs: {
      activeProposals: '/app/brand/proposals?status=active',
      pendingApplications: '/app/brand/proposals',
      dealsInProgress: '/app/brand/deals',
      tasksDueThisWeek: '/app/brand/deals',
    },
    newProposalHref: '/app/brand/proposals/create',
  },
} satisfies Meta<typeof BrandDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** openapi.yaml's example: each figure and each activity line opens its screen. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const active = await canvas.findByRole('link', { name: /Active proposals/ });
    await expect(active).toHaveAttribute('href', args.hrefs.activeProposals);
    await expect(active).toHaveTextContent(String(dashboard.active_proposals));
    await expect(canvas.getByRole('link', { name: /Pending applications/ })).toHaveAttribute(
      'href',
      args.hrefs.pendingApplications,
    );
    await expect(canvas.getByRole('link', { name: /Deals in progress/ })).toHaveAttribute(
      'href',
      args.hrefs.dealsInProgress,
    );
    await expect(canvas.getByRole('link', { name: /Tasks due this week/ })).toHaveAttribute(
      'href',
      args.hrefs.tasksDueThisWeek,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest activity' })).toBeVisible();
    for (const activity of dashboard.recent_activity) {
      await expect(
        canvas.getByRole('link', { name: new RegExp(activity.description) }),
      ).toHaveAttribute('href', activity.link);
    }
    // 19:40 UTC on June 15 is 21:40 in Barcelona (summer time).
    await expect(canvas.getByText('Jun 15, 2026, 9:40 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create proposal' })).toHaveAttribute(
      'href',
      args.newProposalHref,
    );
  },
};

/** A new brand with nothing yet: zeros, a welcome and a way to create the first proposal. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(200).json({
            active_proposals: 0,
            pending_applications: 0,
            deals_in_progress: 0,
            tasks_due_this_week: 0,
            recent_activity: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Welcome to Colla' }),
    ).toBeVisible();
    const create = canvas.getAllByRole('link', { name: 'Create proposal' });
    await expect(create).toHaveLength(1);
    await expect(create[0]).toHaveAttribute('href', args.newProposalHref);
    await expect(canvas.getByRole('link', { name: /Active proposals/ })).toHaveTextContent('0');
    await expect(canvas.getByText(/Nothing yet/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading your dashboard…', {
  absent: (canvas) => canvas.queryByRole('link', { name: /Active proposals/ }),
});

/** A server error offers Try Again, which shows the figures once the server recovers. */
export const ServerError: Story = serverErrorStory(PATH, dashboard, {
  alert: [english(BRAND_DASHBOARD_LOAD_ERROR_HEADING), 'Something went wrong on our side'],
  recovered: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Active proposals/ })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** A creator or admin token: the server answers 403. */
export const Forbidden: Story = forbiddenStory(PATH, english(BRAND_DASHBOARD_FORBIDDEN_MESSAGE));

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Loaded.play,
};

/** In Catalan on a phone: the figures, the activity heading and its Barcelona time, nothing sideways. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, args }) => {
    const active = await canvas.findByRole('link', { name: /Propostes actives/ });
    await expect(active).toHaveAttribute('href', args.hrefs.activeProposals);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tauler' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Sol·licituds pendents/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Col·laboracions en curs/ })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Tasques que vencen aquesta setmana/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Darrera activitat' }),
    ).toBeVisible();
    await expect(canvas.getByText('15 de juny 2026, 21:40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crea la proposta' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Spanish on a phone: the same screen reads in Spanish and fits the width. */
export const SpanishOnPhone: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Propuestas activas/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Colaboraciones en curso/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Tareas que vencen esta semana/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Última actividad' })).toBeVisible();
    await expect(canvas.getByText('15 jun 2026, 21:40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crea la propuesta' })).toBeVisible();
    await noSidewaysScroll();
  },
};
