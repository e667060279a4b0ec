import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  failingHandler,
  forbiddenHandler,
  matchSearch,
  pagedHandler,
  requestLog,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
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

/** Every request's query, to check what was sent. */
const requests = requestLog();
/** Every query the list wrote to the URL. */
const url = searchLog();

/** Answers like the server: status, brand_id and a case-insensitive search on the name. */
function listHandler(items: readonly AdminProposalListItem[] = proposals) {
  const search = matchSearch<AdminProposalListItem>((item) => [item.name]);
  return pagedHandler(PATH, items, {
    log: requests,
    match: (item, params) =>
      (!params.get('status') || item.status === params.get('status')) &&
      (!params.get('brand_id') || String(item.brand.id) === params.get('brand_id')) &&
      search(item, params),
  });
}
const failing = failingHandler(PATH, fixtures.listAdminProposals);
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
  beforeEach: () => {
    requests.clear();
    url.clear();
    failing.reset();
  },
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
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Forn Sant Pau' }));
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
export const SearchWithNoResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search proposals' }), 'churros');
    await expect(await canvas.findByRole('heading', { name: 'No proposals match' })).toBeVisible();
    await expect(requests.values('search')).toEqual([null, 'churros']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('');
  },
};

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

const many = Array.from({ length: 45 }, (_, index) => ({
  ...vermut,
  id: 100 + index,
  name: `Gràcia street festival pop-up #${index + 1}`,
}));

/** 45 proposals, 20 a page: Next is a link to `?page=2` and asks for page 2. */
export const Paginated: Story = {
  parameters: { msw: { handlers: [listHandler(many), brandsHandler] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Gràcia street festival pop-up #1' });
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

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([]), brandsHandler] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No proposals yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Create proposal' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', args.createHref);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(PATH), brandsHandler] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading proposals…');
    await expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull();
  },
};

/** A server error offers Try Again, which really asks again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [failing.handler, brandsHandler] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ADMIN_PROPOSALS_LOAD_ERROR_HEADING,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(failing.calls()).toBe(2);
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PATH), brandsHandler] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ADMIN_PROPOSALS_FORBIDDEN_MESSAGE,
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await Loaded.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
