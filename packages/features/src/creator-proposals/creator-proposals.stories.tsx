import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proposalListStories } from '../test-support/proposal-list-stories';
import {
  atDesktopWidth,
  atPhoneWidth,
  chooseOption,
  desktop,
  noSidewaysScroll,
  phone,
} from '../test-support/screen-stories';
import { forbiddenHandler } from '../test-support/list-stories';
import {
  expectNoTryAgain,
  loadingStory,
  serverErrorStory,
  steps,
} from '../test-support/state-stories';
import { expectAlertSays } from '../deals/translated-stories';
import { CreatorProposals } from './creator-proposals';
import {
  CREATOR_PROPOSALS_FORBIDDEN_MESSAGE,
  CREATOR_PROPOSALS_LOAD_ERROR_HEADING,
} from './creator-proposals-list-view';
import type { CreatorProposal } from './proposal-labels';

const PATH = operationRoutes.listCreatorProposals.path;
const [sourdough, vermut] = fixtures.listCreatorProposals.data as [
  CreatorProposal,
  CreatorProposal,
];
const swimwear: CreatorProposal = {
  ...vermut,
  id: 12,
  name: 'Swimwear try-on at the Bogatell beach',
  slug: 'swimwear-try-on-bogatell',
  description:
    'Try our recycled-fabric summer collection on the beach and post your favourite look.',
  start_date: null,
  end_date: null,
  image: null,
  brand: { id: 3, name: 'Sal de Mar Swimwear' },
  categories: [{ id: 3, name: 'Fashion' }],
  settings: {
    ...vermut.settings,
    platform: 'tiktok',
    content_type: 'pictures',
    // Any language: the card names none.
    content_language: 'any',
    compensation_type: 'Two swimsuits of your choice',
    posting_deadline: null,
  },
  created_at: '2026-05-20T08:00:00Z',
  my_application: null,
};
const applied: CreatorProposal = {
  ...vermut,
  my_application: fixtures.getCreatorProposal.my_application,
};
const proposals = [swimwear, applied, sourdough];

const { requests, url, listHandler, lastWrite, listMeta, cardHrefs } =
  proposalListStories(proposals);

const meta = {
  title: 'Features/Creator/Proposals',
  component: CreatorProposals,
  ...listMeta,
  args: cardHrefs,
} satisfies Meta<typeof CreatorProposals>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Choose an option of one of the filter selects. */
async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await chooseOption(await canvas.findByRole('combobox', { name: label }), option);
}

/** On a phone: cards with what each brand offers, nothing sideways, filters folded away. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await atPhoneWidth();
    const link = await canvas.findByRole('link', { name: vermut.name });
    await expect(link).toHaveAttribute('href', `/app/creator/proposals/${vermut.id}`);
    await expect(canvas.getByText('3 proposals')).toBeVisible();
    await expect(canvas.getByText('Tasting for two plus a bottle of house vermut')).toBeVisible();
    await expect(canvas.getByText('Instagram · Video and pictures · Catalan')).toBeVisible();
    await expect(canvas.getByText('June 1, 2026 – July 15, 2026')).toBeVisible();
    await expect(canvas.getByText('Post by July 10, 2026')).toBeVisible();
    await expect(canvas.getByText('TikTok · Pictures')).toBeVisible();
    // The proposal already applied to says so.
    await expect(canvas.getByText('You applied')).toBeVisible();
    const fashion = canvas.getByRole('link', { name: 'Fashion' });
    await expect(fashion).toHaveAttribute('href', '/app/creator/categories/3');
    await expect(canvas.getAllByRole('link', { name: 'Nightlife' })[0]).toHaveAttribute(
      'href',
      '/app/creator/categories/2',
    );
    // Phone: the filters sit behind a button; the search stays in reach.
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Platform' })).toBeNull();
    await expect(filters.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toBeVisible();
    await expect(requests).toHaveLength(1);
    await expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      sort: 'newest',
      page: '1',
      per_page: '20',
    });
    await noSidewaysScroll();
  },
};

/** Phone: open Filters, choose TikTok; the request asks for it and the button counts it. */
export const FilterByPlatform: Story = {
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await choose(canvas, 'Platform', 'TikTok');
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: swimwear.name })).toBeVisible();
    // Sourdough is open to both platforms.
    await expect(canvas.getByRole('link', { name: sourdough.name })).toBeVisible();
    await expect(canvas.getByText('2 proposals found')).toBeVisible();
    await expect(requests.at(-1)?.get('platform')).toBe('tiktok');
    await expect(requests.at(-1)?.get('page')).toBe('1');
    await expect(lastWrite()).toEqual({ platform: 'tiktok' });
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/**
 * Desktop: every filter in a row; category, content type, content language, brand and sort all
 * reach the server.
 */
export const FilterAndSortOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await atDesktopWidth();
    await canvas.findByRole('link', { name: vermut.name });
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
    await choose(canvas, 'Category', 'Food & drink');
    await waitFor(() => expect(canvas.queryByRole('link', { name: swimwear.name })).toBeNull());
    await expect(requests.at(-1)?.get('category_id')).toBe('1');

    await choose(canvas, 'Content type', 'Video');
    await waitFor(() => expect(requests.at(-1)?.get('content_type')).toBe('video'));
    await expect(requests.at(-1)?.get('category_id')).toBe('1');

    await choose(canvas, 'Content language', 'Catalan');
    await waitFor(() => expect(requests.at(-1)?.get('content_language')).toBe('ca'));

    await choose(canvas, 'Brand', 'Forn Sant Pau');
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(canvas.getByRole('link', { name: sourdough.name })).toBeVisible();
    await expect(requests.at(-1)?.get('brand_id')).toBe('2');

    await choose(canvas, 'Sort by', 'Ending soon');
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('ending_soon'));
    await expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      category_id: '1',
      content_type: 'video',
      content_language: 'ca',
      brand_id: '2',
      sort: 'ending_soon',
      page: '1',
      per_page: '20',
    });
    await expect(lastWrite()).toEqual({
      sort: 'ending_soon',
      category_id: '1',
      content_type: 'video',
      content_language: 'ca',
      brand_id: '2',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('link', { name: swimwear.name })).toBeVisible();
    await expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      sort: 'ending_soon',
      page: '1',
      per_page: '20',
    });
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
    await expect(requests.map((params) => params.get('search'))).toEqual([null, 'churros']);
    await expect(url.writes).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue('');
    await expect(url.writes).toHaveLength(2);
    await expect(lastWrite()).toEqual({});
    await noSidewaysScroll();
  },
};

/** The query lives in the URL: the list starts from it. */
export const FromTheUrl: Story = {
  parameters: { search: 'search=swimwear&sort=name&platform=tiktok&content_type=pictures' },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await expect(await canvas.findByRole('link', { name: swimwear.name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search proposals' })).toHaveValue(
      'swimwear',
    );
    await expect(canvas.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
    await expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      platform: 'tiktok',
      content_type: 'pictures',
      search: 'swimwear',
      sort: 'name',
      page: '1',
      per_page: '20',
    });
  },
};

const many = Array.from({ length: 45 }, (_, index) => ({
  ...sourdough,
  id: 100 + index,
  name: `Gràcia street festival pop-up #${index + 1}`,
}));

/** 45 proposals, 20 a page: Next asks for page 2. */
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
    await expect(requests.at(-1)?.get('page')).toBe('2');
    await expect(lastWrite()).toEqual({ page: '2' });
    await noSidewaysScroll();
  },
};

/** No active proposal at all: a calm message, no filters to play with. */
export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No proposals right now' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** When the brand list fails, the brand filter offers the brands on the cards. */
export const BrandsFromTheCards: Story = {
  globals: desktop,
  parameters: {
    msw: {
      handlers: [
        listHandler(),
        http.get(operationRoutes.listBrandOptions.path, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await atDesktopWidth();
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Brand' }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All brands',
      'Forn Sant Pau',
      'Sal de Mar Swimwear',
      'Vermut Gràcia',
    ]);
    await userEvent.click(body().getByRole('option', { name: 'Vermut Gràcia' }));
    await waitFor(() => expect(requests.at(-1)?.get('brand_id')).toBe('1'));
    await expect(await canvas.findByText('1 proposal found')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading proposals…', {
  absent: (canvas) => canvas.queryByRole('link', { name: vermut.name }),
  then: noSidewaysScroll,
});

/** A server error offers Try Again, which shows the proposals once the server recovers. */
const listError = serverErrorStory(PATH, fixtures.listCreatorProposals, {
  alert: ['Something went wrong on our side.'],
  recovered: async ({ canvas }, calls) => {
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(calls()).toBe(2);
  },
});
export const ServerError: Story = {
  ...listError,
  play: steps(expectAlertSays(CREATOR_PROPOSALS_LOAD_ERROR_HEADING), listError.play),
};

/** A brand or admin account opening the creator list. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(PATH)] } },
  play: steps(
    async ({ canvas }) => {
      await expect(
        await canvas.findByText(i18n._(CREATOR_PROPOSALS_FORBIDDEN_MESSAGE)),
      ).toBeVisible();
    },
    expectNoTryAgain,
    async ({ canvas }) => {
      await expect(canvas.queryByRole('searchbox')).toBeNull();
    },
  ),
};

/**
 * In Catalan on a phone: the cards (what each brand offers, platform and content, dates), the
 * search, the folded filters with their options and the counts read in Catalan; choosing a
 * platform narrows the list; nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await canvas.findByRole('link', { name: vermut.name });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Propostes' })).toBeVisible();
    await expect(canvas.getByText('3 propostes')).toBeVisible();
    await expect(canvas.getByText('Instagram · Vídeo i fotos · Català')).toBeVisible();
    await expect(canvas.getByText('TikTok · Fotos')).toBeVisible();
    await expect(canvas.getByText('1 de juny del 2026 – 15 de juliol del 2026')).toBeVisible();
    await expect(canvas.getByText('Publica abans del dia 10 de juliol del 2026')).toBeVisible();
    await expect(canvas.getByText('Has sol·licitat')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Cerca propostes' })).toHaveAttribute(
      'placeholder',
      'Nom o descripció',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Filtres' }));
    await expect(canvas.getByRole('combobox', { name: 'Ordena per' })).toHaveTextContent(
      'Més recents primer',
    );
    await choose(canvas, 'Plataforma', 'TikTok');
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(canvas.getByText('2 propostes trobades')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filtres 1 actiu' })).toBeVisible();
    await choose(canvas, 'Tipus de contingut', 'Vídeo');
    await expect(await canvas.findByRole('button', { name: 'Filtres 2 actius' })).toBeVisible();
    await choose(canvas, 'Idioma del contingut', 'Català');
    await expect(await canvas.findByRole('button', { name: 'Filtres 3 actius' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Esborra els filtres' })).toBeVisible();
    await noSidewaysScroll();
  },
};
