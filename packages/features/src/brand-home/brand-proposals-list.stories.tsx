import { operationRoutes } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { matchSearch } from '../test-support/list-stories';
import { listKit, manyOf, searchNoMatchStory } from '../test-support/list-story-kit';
import { forbiddenStory, loadingStory, serverErrorStory } from '../test-support/state-stories';
import { noSidewaysScroll, english } from '../test-support/screen-stories';
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

const byName = matchSearch<BrandProposalListItem>((item) => [item.name]);
/** Answers like the server: filters by status and by a case-insensitive search on the name. */
const kit = listKit<BrandProposalListItem>(
  PATH,
  (item, params) =>
    (!params.get('status') || item.status === params.get('status')) && byName(item, params),
);
/** Every request's query (to check what was sent) and what the list writes to the URL. */
const { requests, url } = kit;
const listHandler = (items: readonly BrandProposalListItem[] = proposals) => kit.handler(items);

const meta = {
  title: 'Features/Brand/Proposals list',
  component: BrandProposalsList,
  decorators: [url.decorator],
  args: {
    proposalHref: (id: number) => `/app/brand/proposals/${id}`,
    newProposalHref: '/app/brand/proposals/create',
  },
  beforeEach: kit.clear,
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
export const SearchWithNoResults: Story = searchNoMatchStory({
  ready: vermut.name,
  searchbox: 'Search proposals',
  text: 'churros',
  heading: 'No proposals match',
  requests,
  url,
  back: vermut.name,
});

/** A search that matches, sent at once with Enter. */
export const SearchFound: Story = kit.searchFound({
  ready: vermut.name,
  searchbox: 'Search proposals',
  text: 'paella',
  gone: vermut.name,
  found: paella.name,
});

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

const many = manyOf(vermut, (n) => ({ name: `Gràcia street festival pop-up #${n}` }));

/** 45 proposals, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = kit.paginated([listHandler(many)], {
  first: 'Gràcia street festival pop-up #1',
  second: 'Gràcia street festival pop-up #21',
  count: '45 proposals',
});

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

export const Loading: Story = loadingStory(PATH, 'Loading proposals…', {
  absent: (canvas) => canvas.queryByRole('link', { name: vermut.name }),
});

/** A server error offers Try Again, which shows the proposals once the server recovers. */
export const ServerError: Story = serverErrorStory(PATH, fixtures.listBrandProposals, {
  alert: [english(BRAND_PROPOSALS_LOAD_ERROR_HEADING)],
  recovered: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const Forbidden: Story = forbiddenStory(PATH, english(BRAND_PROPOSALS_FORBIDDEN_MESSAGE), {
  then: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Loaded.play,
};

/** In Catalan on a phone: dates, counts, statuses and filters read in Catalan, nothing sideways. */
export const CatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Propostes' })).toBeVisible();
    await expect(canvas.getByText(/^Des del dia 6 de setembre/)).toBeVisible();
    await expect(canvas.getByText('Sense dates')).toBeVisible();
    await expect(canvas.getByText('3 sol·licituds')).toBeVisible();
    await expect(canvas.getByText('· 1 pendent')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 propostes');
    await expect(canvas.getByRole('button', { name: 'Totes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await noSidewaysScroll();
  },
};
