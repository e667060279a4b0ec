import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failingHandler,
  forbiddenHandler,
  pagedHandler,
  requestLog,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
import { expectNoTryAgain, steps } from '../test-support/state-stories';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { expectTextSays } from './translated-stories';
import { DealsList } from './deals-list';
import {
  DEALS_EMPTY_DESCRIPTIONS,
  DEALS_EMPTY_TITLE,
  DEALS_FORBIDDEN_MESSAGE,
  DEALS_LOAD_ERROR_HEADING,
  type DealListItem,
} from './deals-list-view';

const PATH = operationRoutes.listDeals.path;
const [vermut, sourdough] = fixtures.listDeals.data as [DealListItem, DealListItem];
const cancelledDeal: DealListItem = {
  ...vermut,
  id: 11,
  status: 'cancelled',
  created_at: '2026-04-20T08:30:00Z',
  proposal: { id: 9, name: 'Seafood paella Sundays in la Barceloneta', image: null },
  brand: { id: 3, name: 'Xiringuito Mar Bella' },
  creator: {
    id: 33,
    first_name: 'Núria',
    last_name: 'Vidal',
    name: 'Núria Vidal',
    avatar_path: null,
  },
  tasks: [{ id: 40, brand_completed: false, creator_completed: true }],
  next_due_date: '2026-05-04',
};
const deals = [vermut, sourdough, cancelledDeal];

/** Every request's query, to check what was sent. */
const requests = requestLog();
/** What the list writes to the URL. */
const url = searchLog();
const failing = failingHandler(PATH, fixtures.listDeals);

/** Answers like the server: filters by status, pages by `per_page`. */
function listHandler(items: readonly DealListItem[] = deals) {
  return pagedHandler(PATH, items, {
    log: requests,
    match: (item, params) => !params.get('status') || item.status === params.get('status'),
  });
}

const meta = {
  title: 'Features/Deals/DealsList',
  component: DealsList,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <Story />
      </div>
    ),
    url.decorator,
  ],
  args: {
    viewer: 'brand',
    dealHref: (id: number) => `/app/brand/deals/${id}`,
    proposalsHref: '/app/brand/proposals',
  },
  beforeEach: () => {
    requests.clear();
    url.clear();
    failing.reset();
  },
  parameters: { msw: { handlers: [listHandler()] } },
} satisfies Meta<typeof DealsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A brand sees each creator, the progress, the next due date and when the deal started. */
export const SuccessAsBrand: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: vermut.proposal.name });
    await expect(link).toHaveAttribute('href', '/app/brand/deals/8');
    await expect(canvas.getByText('Laia Puig')).toBeVisible();
    await expect(canvas.getByText('Marc Soler')).toBeVisible();
    await expect(canvas.getByText('Núria Vidal')).toBeVisible();
    // The brand's own name is not repeated on its deals.
    await expect(canvas.queryByText('Vermut Gràcia')).toBeNull();
    const rows = canvas.getAllByRole('listitem');
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('2 of 3 tasks completed')).toBeVisible();
    await expect(first.getByRole('progressbar', { name: 'Tasks completed' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(first.getByText('Next task due June 17, 2026')).toBeVisible();
    await expect(first.getByText('Started June 3, 2026')).toBeVisible();
    await expect(first.getByText('Active')).toBeVisible();
    const second = within(rows[1] as HTMLElement);
    await expect(second.getByText('2 of 2 tasks completed')).toBeVisible();
    await expect(second.getByText('Completed')).toBeVisible();
    // No open task, no due line.
    await expect(second.queryByText(/Next task due/)).toBeNull();
    await expect(within(rows[2] as HTMLElement).getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('3 deals')).toBeVisible();
    await expect(requests.seen[0]?.get('page')).toBe('1');
    await expect(requests.seen[0]?.has('status')).toBe(false);
  },
};

/** A creator sees the brand of each deal instead. */
export const SuccessAsCreator: Story = {
  args: { viewer: 'creator', dealHref: (id: number) => `/app/creator/deals/${id}` },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: vermut.proposal.name });
    await expect(link).toHaveAttribute('href', '/app/creator/deals/8');
    await expect(canvas.getByText('Vermut Gràcia')).toBeVisible();
    await expect(canvas.getByText('Forn Sant Pau')).toBeVisible();
    await expect(canvas.queryByText('Laia Puig')).toBeNull();
  },
};

/** Choosing a status asks for that status from page 1 and writes it to the URL. */
export const FilterByStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.proposal.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Completed' }));
    await expect(url.writes.at(-1)).toBe('status=completed');
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: vermut.proposal.name })).toBeNull(),
    );
    await expect(canvas.getByRole('link', { name: sourdough.proposal.name })).toBeVisible();
    await expect(canvas.getByText('1 completed deal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests.seen.at(-1)?.get('status')).toBe('completed');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(url.writes.at(-1)).toBe('');
    await expect(await canvas.findByRole('link', { name: vermut.proposal.name })).toBeVisible();
  },
};

const manyDeals: DealListItem[] = Array.from({ length: 23 }, (_, index) => ({
  ...vermut,
  id: 100 + index,
  proposal: { ...vermut.proposal, id: 100 + index, name: `Vermut tasting, week ${index + 1}` },
}));

/** More than one page: Next is a link to `?page=2`, asks for that page and writes it to the URL. */
export const Pagination: Story = {
  parameters: { msw: { handlers: [listHandler(manyDeals)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Vermut tasting, week 1' });
    const pages = canvas.getByRole('navigation', { name: 'Deals pages' });
    const next = within(pages).getByRole('link', { name: /next/i });
    await expect(next).toHaveAttribute('href', '?page=2');
    await userEvent.click(next);
    await expect(url.writes).toEqual(['page=2']);
    await expect(
      await canvas.findByRole('link', { name: 'Vermut tasting, week 21' }),
    ).toBeVisible();
    await expect(requests.seen.at(-1)?.get('page')).toBe('2');
  },
};

/** Skeletons while the first page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading deals…');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A brand with no deals yet learns that accepting an application starts one. */
export const EmptyAsBrand: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: i18n._(DEALS_EMPTY_TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(DEALS_EMPTY_DESCRIPTIONS.brand))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review your proposals' })).toHaveAttribute(
      'href',
      '/app/brand/proposals',
    );
    // Nothing to filter yet.
    await expect(canvas.queryByRole('group', { name: 'Filter by status' })).toBeNull();
  },
};

/** A creator with no deals yet is sent to the proposals. */
export const EmptyAsCreator: Story = {
  args: { viewer: 'creator', proposalsHref: '/app/creator/proposals' },
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(DEALS_EMPTY_DESCRIPTIONS.creator))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
  },
};

/** A filter with nothing in it says so, and "Show all deals" clears it. */
export const EmptyForFilter: Story = {
  parameters: { search: 'status=cancelled', msw: { handlers: [listHandler([vermut, sourdough])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No cancelled deals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests.seen[0]?.get('status')).toBe('cancelled');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all deals' }));
    await expect(url.writes.at(-1)).toBe('');
    await expect(await canvas.findByRole('link', { name: vermut.proposal.name })).toBeVisible();
  },
};

/** The list fails to load; Try Again asks again and shows the deals. */
export const ErrorWithTryAgain: Story = {
  parameters: { msw: { handlers: [failing.handler] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(DEALS_LOAD_ERROR_HEADING));
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('link', { name: vermut.proposal.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(failing.calls()).toBe(2);
  },
};

/** An account that is on neither side of deals (403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PATH)] } },
  play: steps(expectTextSays(DEALS_FORBIDDEN_MESSAGE), expectNoTryAgain, async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Filter by status' })).toBeNull();
  }),
};

/** On a phone: every deal fits, nothing scrolls sideways, filters are 44 px targets. */
export const Phone: Story = {
  args: { viewer: 'creator', dealHref: (id: number) => `/app/creator/deals/${id}` },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.proposal.name });
    await expect(canvas.getAllByText(/tasks completed/)).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const filter = canvas.getByRole('button', { name: 'Active' });
    await expect(filter.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * In Spanish on a phone (a creator): the title, each deal's status, progress, start and next due
 * date, and the status filter read in Spanish; nothing scrolls sideways.
 */
export const PhoneInSpanish: Story = {
  args: { viewer: 'creator', dealHref: (id: number) => `/app/creator/deals/${id}` },
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.proposal.name });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colaboraciones' })).toBeVisible();
    await expect(canvas.getByText('3 colaboraciones')).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('2 de 3 tareas completadas')).toBeVisible();
    await expect(first.getByText('La próxima tarea vence el 17 de junio de 2026')).toBeVisible();
    await expect(first.getByText('Iniciada el 3 de junio de 2026')).toBeVisible();
    await expect(first.getByText('Activa')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Cancelada')).toBeVisible();
    const filters = canvas.getByRole('group', { name: 'Filtra por estado' });
    await expect(within(filters).getByRole('button', { name: 'Todas' })).toBeVisible();
    await noSidewaysScroll();

    // The status filter's words come from the catalog too, and so does the count they leave.
    await userEvent.click(within(filters).getByRole('button', { name: 'Completada' }));
    await expect(await canvas.findByRole('link', { name: sourdough.proposal.name })).toBeVisible();
    await expect(await canvas.findByText('1 colaboración completada')).toBeVisible();
    await noSidewaysScroll();
  },
};
