import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BrandProposalsList } from './brand-proposals-list';
import {
  BRAND_PROPOSALS_FORBIDDEN_MESSAGE,
  BRAND_PROPOSALS_LOAD_ERROR_HEADING,
  type BrandProposalListItem,
} from './brand-proposals-list-view';

const PATH = '/api/brand/proposals';
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
let requests: URLSearchParams[] = [];

/** Answers like the server: filters by status and by a case-insensitive search on the name. */
function listHandler(items: readonly BrandProposalListItem[] = proposals, perPage = 20) {
  return http.get(PATH, ({ request, response }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const status = params.get('status');
    const search = params.get('search')?.toLowerCase();
    const page = Number(params.get('page') ?? '1');
    const matching = items.filter(
      (item) =>
        (!status || item.status === status) &&
        (!search || item.name.toLowerCase().includes(search)),
    );
    return response(200).json({
      data: matching.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        per_page: perPage,
        total: matching.length,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
      },
    });
  });
}

const meta = {
  title: 'Features/Brand/Proposals list',
  component: BrandProposalsList,
  args: {
    proposalHref: (id: number) => `/app/brand/proposals/${id}`,
    newProposalHref: '/app/brand/proposals/create',
    onQueryChange: fn(),
  },
  beforeEach: () => {
    requests = [];
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
    await expect(requests).toHaveLength(1);
    await expect(requests[0]?.get('page')).toBe('1');
    await expect(requests[0]?.has('status')).toBe(false);
  },
};

/** Choosing a status asks the server for that status only, from page 1, and tells the app. */
export const FilteredByStatus: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: rumba.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByText('1 proposal found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Active' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests.at(-1)?.get('status')).toBe('active');
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: 'active',
      search: '',
      page: 1,
    });
  },
};

/** Typing waits for a pause, then searches once; nothing matches, and Clear filters recovers. */
export const SearchWithNoResults: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search proposals' }), 'churros');
    await expect(await canvas.findByRole('heading', { name: 'No proposals match' })).toBeVisible();
    await expect(canvas.getByText(/Nothing matches “churros”/)).toBeVisible();
    // One request for the page, one for the whole word: none per keystroke.
    await expect(requests.map((params) => params.get('search'))).toEqual([null, 'churros']);
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: 'all',
      search: 'churros',
      page: 1,
    });
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
    await expect(requests.at(-1)?.get('search')).toBe('paella');
  },
};

/** The app keeps the query in the URL: the list starts from it. */
export const Controlled: Story = {
  args: { status: 'inactive', search: 'paella', page: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: paella.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('paella');
    await expect(canvas.getByRole('button', { name: 'Inactive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requests[0]?.get('status')).toBe('inactive');
    await expect(requests[0]?.get('search')).toBe('paella');
  },
};

const many = Array.from({ length: 45 }, (_, index) => ({
  ...vermut,
  id: 100 + index,
  name: `Gràcia street festival pop-up #${index + 1}`,
}));

/** 45 proposals, 20 a page: Next asks for page 2. */
export const Paginated: Story = {
  parameters: { msw: { handlers: [listHandler(many)] } },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('link', { name: 'Gràcia street festival pop-up #1' });
    await expect(canvas.getByText('45 proposals')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(
      await canvas.findByRole('link', { name: 'Gràcia street festival pop-up #21' }),
    ).toBeVisible();
    await expect(requests.at(-1)?.get('page')).toBe('2');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ status: 'all', search: '', page: 2 });
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
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, async ({ response }) => {
          await delay('infinite');
          return response(200).json(fixtures.listBrandProposals);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading proposals…');
    await expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull();
  },
};

let failures = 0;

/** A server error offers Try Again, which shows the proposals once the server recovers. */
export const ServerError: Story = {
  beforeEach: () => {
    failures = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) => {
          failures += 1;
          return failures === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(fixtures.listBrandProposals);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BRAND_PROPOSALS_LOAD_ERROR_HEADING);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PATH, ({ response }) =>
          response(403).json(errorBody('This action is unauthorized.')),
        ),
      ],
    },
  },
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
