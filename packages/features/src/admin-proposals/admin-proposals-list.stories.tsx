import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { matchSearch } from '../test-support/list-stories';
import { listKit, manyOf, searchNoMatchStory } from '../test-support/list-story-kit';
import { chooseOption, phone, phoneStory, english } from '../test-support/screen-stories';
import { retriedOnceStory, forbiddenStory, loadingStory } from '../test-support/state-stories';
import { AdminProposalsList } from './admin-proposals-list';
import {
  ADMIN_PROPOSALS_FORBIDDEN_MESSAGE,
  ADMIN_PROPOSALS_LOAD_ERROR_HEADING,
  type AdminProposalListItem,
} from './admin-proposals-list-view';

const PATH = operationRoutes.listAdminProposals.path;
const [ebike, sourdough, vermut] = fixtures.listAdminProposals.data as [
  AdminProposalListItem,
  AdminProposalListItem,
  AdminProposalListItem,
];
const proposals = [ebike, sourdough, vermut];
const brands = [
  { id: 4, name: 'Bicis Poblenou' },
  { id: 2, name: 'Forn Sant Pau' },
  { id: 1, name: 'Vermut Gràcia' },
];

const search = matchSearch<AdminProposalListItem>((item) => [item.name]);
/** Answers like the server: status, brand_id and a case-insensitive search on the name. */
const kit = listKit<AdminProposalListItem>(
  PATH,
  (item, params) =>
    (!params.get('status') || item.status === params.get('status')) &&
    (!params.get('brand_id') || String(item.brand.id) === params.get('brand_id')) &&
    search(item, params),
);
/** Every request's query (to check what was sent) and every query the list wrote to the URL. */
const { requests, url } = kit;
const listHandler = (items: readonly AdminProposalListItem[] = proposals) => kit.handler(items);
const brandsHandler = http.get(operationRoutes.listBrandOptions.path, ({ response }) =>
  response(200).json({ data: brands }),
);

const meta = {
  title: 'Features/Admin/Proposals',
  component: AdminProposalsList,
  args: {
    proposalHref: (id: number) => `/app/admin/proposals/${id}`,
    createHref: '/app/admin/proposals/create',
  },
  decorators: [url.decorator],
  beforeEach: kit.clear,
  parameters: { msw: { handlers: [listHandler(), brandsHandler] } },
} satisfies Meta<typeof AdminProposalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand's proposals: name, brand, status, dates in English long format, applications. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: vermut.name });
    await expect(link).toHaveAttribute('href', '/app/admin/proposals/4');
    await expect(canvas.getByRole('link', { name: ebike.name })).toHaveAttribute(
      'href',
      '/app/admin/proposals/11',
    );
    await expect(canvas.getByText('June 1, 2026 – July 15, 2026')).toBeVisible();
    await expect(canvas.getByText('April 20, 2026 – May 31, 2026')).toBeVisible();
    await expect(canvas.getByText('Forn Sant Pau')).toBeVisible();
    await expect(canvas.getByText('5 applications')).toBeVisible();
    await expect(canvas.getAllByText('· 1 pending')).toHaveLength(2);
    await expect(canvas.getByText('3 proposals')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create proposal' })).toHaveAttribute(
      'href',
      args.createHref,
    );
    await expect(requests.seen).toHaveLength(1);
    await expect(requests.seen[0]?.toString()).toBe('page=1&per_page=20');
  },
};

/** Status and brand filters go to the server (`status`, `brand_id`) and the URL, from page 1. */
export const FilteredByStatusAndBrand: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: ebike.name })).toBeNull());
    await expect(requests.seen.at(-1)?.toString()).toBe('status=active&page=1&per_page=20');
    await chooseOption(canvas.getByRole('combobox', { name: 'Brand' }), 'Forn Sant Pau');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: sourdough.name })).toBeVisible();
    await expect(canvas.getByText('1 proposal found')).toBeVisible();
    await expect(requests.seen.at(-1)?.toString()).toBe(
      'status=active&brand_id=2&page=1&per_page=20',
    );
    await expect(url.writes.at(-1)).toBe('status=active&brand_id=2');
  },
};

/** Typing waits for a pause and searches once; nothing matches; Clear filters recovers. */
export const SearchWithNoResults: Story = searchNoMatchStory({
  ready: vermut.name,
  searchbox: 'Search proposals',
  text: 'churros',
  heading: 'No proposals match',
  saysText: false,
  requests,
  back: vermut.name,
});

/** The query lives in the URL: the list starts from it. */
export const Controlled: Story = {
  parameters: { search: 'status=inactive&brand_id=4&search=e-bike' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: ebike.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('e-bike');
    // The brands arrive by their own request: the chosen one shows once they are here.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Bicis Poblenou'),
    );
    await expect(requests.seen[0]?.toString()).toBe(
      'status=inactive&brand_id=4&search=e-bike&page=1&per_page=20',
    );
  },
};

const many = manyOf(vermut, (n) => ({ name: `Gràcia street festival pop-up #${n}` }));

/** 45 proposals, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = kit.paginated([listHandler(many), brandsHandler], {
  first: 'Gràcia street festival pop-up #1',
  second: 'Gràcia street festival pop-up #21',
});

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([]), brandsHandler] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No proposals yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Create proposal' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', args.createHref);
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading proposals…', {
  handlers: [brandsHandler],
  absent: (canvas) => canvas.queryByRole('link', { name: vermut.name }),
});

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = retriedOnceStory(
  PATH,
  fixtures.listAdminProposals,
  [english(ADMIN_PROPOSALS_LOAD_ERROR_HEADING)],
  async ({ canvas }) =>
    expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible(),
  { handlers: [brandsHandler] },
);

export const Forbidden: Story = forbiddenStory(PATH, english(ADMIN_PROPOSALS_FORBIDDEN_MESSAGE), {
  handlers: [brandsHandler],
  then: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

export const LoadedOnPhone: Story = phoneStory(Loaded.play);

/** In Catalan on a phone: counts, pending, filters and the brand picker read in Catalan. */
export const CatalanOnPhone: Story = {
  ...phoneStory(async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Propostes' })).toBeVisible();
    await expect(canvas.getByText('5 sol·licituds')).toBeVisible();
    await expect(canvas.getAllByText('· 1 pendent')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 propostes');
    await expect(canvas.getByRole('button', { name: 'Totes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Cerca propostes' })).toBeVisible();
  }),
  globals: { ...phone, locale: 'ca' },
};
