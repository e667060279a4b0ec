import { operationRoutes } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  failingHandler,
  forbiddenHandler,
  matchSearch,
  pagedHandler,
  requestLog,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
import { BrandProposalsList } from './brand-proposals-list';
import {
  BRAND_PROPOSALS_FORBIDDEN_MESSAGE,
  BRAND_PROPOSALS_LOAD_ERROR_HEADING,
  type BrandProposalListItem,
} from './brand-proposals-list-view';

const PATH = operationRoutes.listBrandProposals.path;
const [rumba, vermut] = fixtures.listBrandProposals.data as [
  BrandProposalListItem,
  BrandProposalListItem,
];
const paella: BrandProposalListItem = {
  ...vermut,
  id: 9,
  name: 'Seafood paella Sundays in la Barceloneta',
  status: 'inactive',
  start_date: '2026-09-06',
  end_date: null,
  applications_count: 1,
  pending_applications_count: 0,
  created_at: '2026-05-02T09:15:00Z',
};
const proposals = [rumba, vermut, paella];

/** Every request's query, to check what was sent (and that typing does not send each key). */
const requests = requestLog();
/** What the list writes to the URL. */
const url = searchLog();
const byName = matchSearch<BrandProposalListItem>((item) => [item.name]);

/** Answers like the server: filters by status and by a case-insensitive search on the name. */
function listHandler(items: readonly BrandProposalListItem[] = proposals) {
  return pagedHandler(PATH, items, {
    log: requests,
    match: (item, params) =>
      (!params.get('status') || item.status === params.get('status')) && byName(item, params),
  });
}

const failing = failingHandler(PATH, fixtures.listBrandProposals);

const meta = {
  title: 'Features/Brand/Proposals list',
  component: BrandProposalsList,
  decorators: [url.decorator],
  args: {
    proposalHref: (id: number) => `/app/brand/proposals/${id}`,
    newProposalHref: '/app/brand/proposals/create',
  },
  beforeEach: () => {
    requests.clear();
    url.clear();
    failing.reset();
  },
  parameters: { msw: { handlers: [listHandler()] } },
} satisfies Meta<typeof BrandProposalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every proposal with its status, dates and applications, each opening its page. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: vermut.name });
    await expect(link).toHaveAttribute('href', `/app/brand/proposals/${vermut.id}`);
    await expect(canvas.getByRole('link', { name: rumba.name })).toHaveAttribute(
      'href',
      `/app/brand/proposals/${rumba.id}`,
    );
    await expect(canvas.getByText('June 1, 2026 – July 15, 2026')).toBeVisible();
    await expect(canvas.getByText('From September 6, 2026')).toBeVisible();
    await expect(canvas.getByText('No dates set')).toBeVisible();
    await expect(canvas.getByText('3 applications')).toBeVisible();
    await expect(canvas.getByText('· 1 pending')).toBeVisible();
    await expect(canvas.getByText('1 application')).toBeVisible();
    await expect(canvas.getByText('3 proposals')).toBeVisible();
    for (const label of ['Draft', 'Inactive']) {
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(1);
    }
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Create proposal' })).toHaveAttribute(
      'href',
      args.newProposalHref,
    );
    await expect(requests.seen).toHaveLength(1);
    await expect(requests.seen[0]?.get('page')).toBe('1');
    await expect(requests.seen[0]?.has('status')).toBe(false);
  },
};

/** Choosing a status asks the server for that status only, from page 1, and writes the URL. */
export const FilteredByStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: rumba.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByText('1 proposal found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Active' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests.seen.at(-1)?.get('status')).toBe('active');
    await expect(url.writes).toEqual(['status=active']);
  },
};

/** Typing waits for a pause, then searches once; nothing matches, and Clear filters recovers. */
export const SearchWithNoResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search proposals' }), 'churros');
    await expect(await canvas.findByRole('heading', { name: 'No proposals match' })).toBeVisible();
    await expect(canvas.getByText(/Nothing matches “churros”/)).toBeVisible();
    // One request for the page, one for the whole word: none per keystroke.
    await expect(requests.values('search')).toEqual([null, 'churros']);
    await expect(url.writes).toEqual(['search=churros']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('');
  },
};

/** A search that matches, sent at once with Enter. */
export const SearchFound: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search proposals' }),
      'paella{Enter}',
    );
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: paella.name })).toBeVisible();
    await expect(requests.seen.at(-1)?.get('search')).toBe('paella');
  },
};

/** The query lives in the URL: the list starts from it. */
export const FromTheUrl: Story = {
  parameters: { search: 'status=inactive&search=paella' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: paella.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('paella');
    await expect(canvas.getByRole('button', { name: 'Inactive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests.seen[0]?.get('status')).toBe('inactive');
    await expect(requests.seen[0]?.get('search')).toBe('paella');
  },
};

const many = Array.from({ length: 45 }, (_, index) => ({
  ...vermut,
  id: 100 + index,
  name: `Gràcia street festival pop-up #${index + 1}`,
}));

/** 45 proposals, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = {
  parameters: { msw: { handlers: [listHandler(many)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Gràcia street festival pop-up #1' });
    await expect(canvas.getByText('45 proposals')).toBeVisible();
    const next = canvas.getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', '?page=2');
    await userEvent.click(next);
    await expect(
      await canvas.findByRole('link', { name: 'Gràcia street festival pop-up #21' }),
    ).toBeVisible();
    await expect(requests.seen.at(-1)?.get('page')).toBe('2');
    await expect(url.writes).toEqual(['page=2']);
  },
};

/** A brand with no proposals yet is invited to create one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No proposals yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Create proposal' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', args.newProposalHref);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading proposals…');
    await expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull();
  },
};

/** A server error offers Try Again, which shows the proposals once the server recovers. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [failing.handler] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BRAND_PROPOSALS_LOAD_ERROR_HEADING);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      BRAND_PROPOSALS_FORBIDDEN_MESSAGE,
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Loaded.play,
};
