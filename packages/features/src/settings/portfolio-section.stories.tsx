import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { loadingStory, retriedOnceStory } from '../test-support/state-stories';
import { PortfolioSection } from './creator-profile-section-portfolio';
import {
  NO_CANDIDATES_MESSAGE,
  PORTFOLIO_FULL_MESSAGE,
} from './creator-profile-section-portfolio-view';
import type { PortfolioItem } from './settings-story-kit';

const {
  listMyPortfolio,
  addPortfolioItem,
  addPortfolioItemFromMedia,
  listPortfolioCandidates,
  reorderPortfolio,
  updatePortfolioItem,
  deletePortfolioItem,
} = operationRoutes;

const picture = (id: number, caption: string | null, position: number): PortfolioItem => ({
  id,
  kind: 'image',
  caption,
  picture: {
    src: `/storage/portfolio/p${id}-1200.webp`,
    src_small: `/storage/portfolio/p${id}-400.webp`,
    width: 1200,
    height: 1500,
  },
  video_url: null,
  deal: null,
  position,
});

/** Laia's portfolio: the spec's picture (made for Forn Sant Pau) and video. */
const LAIA = fixtures.listMyPortfolio.data;
const FULL = Array.from({ length: 12 }, (_, index) =>
  picture(100 + index, `Picture ${index + 1}`, index + 1),
);
const CANDIDATES = fixtures.listPortfolioCandidates.data;

/** What the stories' server was sent, by operation. */
const sent: { reorder: number[][]; fromMedia: number[]; captions: (string | null)[] } = {
  reorder: [],
  fromMedia: [],
  captions: [],
};

/**
 * A portfolio server: `listMyPortfolio` answers the items as they stand; reordering, captions,
 * removal and picking delivered content change them as the API would.
 */
function portfolioServer(initial: readonly PortfolioItem[], candidates = CANDIDATES) {
  let items = initial.map((item) => ({ ...item }));
  const renumber = () => {
    items = items.map((item, index) => ({ ...item, position: index + 1 }));
  };
  return {
    reset() {
      items = initial.map((item) => ({ ...item }));
      sent.reorder = [];
      sent.fromMedia = [];
      sent.captions = [];
    },
    handlers: [
      http.get(listMyPortfolio.path, ({ response }) => response(200).json({ data: items })),
      http.get(listPortfolioCandidates.path, ({ response }) =>
        response(200).json({
          data: candidates.map((candidate) => ({
            ...candidate,
            in_portfolio: candidate.in_portfolio || sent.fromMedia.includes(candidate.media_id),
          })),
        }),
      ),
      http.put(reorderPortfolio.path, async ({ request, response }) => {
        const { ids } = await request.json();
        sent.reorder.push(ids);
        items = ids.flatMap((id) => items.filter((item) => item.id === id));
        renumber();
        return response(200).json({ data: items });
      }),
      http.patch(updatePortfolioItem.path, async ({ params, request, response }) => {
        const { caption } = await request.json();
        sent.captions.push(caption);
        items = items.map((item) => (item.id === Number(params.id) ? { ...item, caption } : item));
        const saved = items.find((item) => item.id === Number(params.id));
        return saved
          ? response(200).json(saved)
          : response(404).json(errorBody('Portfolio item not found.'));
      }),
      http.delete(deletePortfolioItem.path, ({ params, response }) => {
        items = items.filter((item) => item.id !== Number(params.id));
        renumber();
        return response(204).empty();
      }),
      http.post(addPortfolioItemFromMedia.path, async ({ request, response }) => {
        const { media_id } = await request.json();
        sent.fromMedia.push(media_id);
        const candidate = candidates.find((c) => c.media_id === media_id);
        const item = {
          ...picture(200 + media_id, null, items.length + 1),
          deal: candidate ? candidate.deal : null,
        };
        items = [...items, item];
        return response(201).json(item);
      }),
    ],
  };
}

const laiaServer = portfolioServer(LAIA);
const emptyServer = portfolioServer([], []);
const fullServer = portfolioServer(FULL);

/** The Portfolio card, once loaded. */
async function card(canvasElement: HTMLElement, name = 'Portfolio') {
  const region = await within(canvasElement).findByRole('region', { name });
  return within(region);
}

/** A PNG the browser may pick as a file. */
const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'vermut.png', { type: 'image/png' });

const meta = {
  title: 'Features/Settings/Portfolio',
  component: PortfolioSection,
  beforeEach: () => laiaServer.reset(),
  parameters: { msw: { handlers: laiaServer.handlers } },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-2xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PortfolioSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two items: the count, each caption in place, "made for", and the moves an end allows. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await expect(await portfolio.findByText('2 of 12')).toBeVisible();
    const list = within(portfolio.getByRole('list', { name: 'Your portfolio items' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByRole('textbox', { name: 'Caption for item 1' })).toHaveValue(
      'Pa de pagès straight from the oven, for Forn Sant Pau.',
    );
    await expect(list.getByText('Made for Forn Sant Pau')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    await expect(list.getByRole('button', { name: 'Move item 2 down' })).toBeDisabled();
    await expect(list.getByRole('button', { name: 'Move item 1 down' })).toBeEnabled();
    // A caption is edited in place.
    const second = list.getByRole('textbox', { name: 'Caption for item 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'Vermut hour');
    await userEvent.click(list.getByRole('button', { name: 'Save caption' }));
    await expect(await list.findByText('Caption saved.')).toBeVisible();
    await expect(sent.captions).toEqual(['Vermut hour']);
  },
};

/** Moving the second item up: the order is sent, shown, and focus follows the item. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    const list = within(await portfolio.findByRole('list', { name: 'Your portfolio items' }));
    await userEvent.click(list.getByRole('button', { name: 'Move item 2 up' }));
    await waitFor(() => expect(sent.reorder).toEqual([[42, 41]]));
    await waitFor(() =>
      expect(list.getByRole('textbox', { name: 'Caption for item 1' })).toHaveValue(
        'Vermut hour at Bar Calders.',
      ),
    );
    // It is first now: Move up is off, so focus is on its Move down.
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Move item 1 down' })).toHaveFocus(),
    );
  },
};

/** Removing asks first. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    const list = within(await portfolio.findByRole('list', { name: 'Your portfolio items' }));
    await userEvent.click(list.getByRole('button', { name: 'Remove item 1' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', {
      name: 'Remove item 1 from your portfolio?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await portfolio.findByText('1 of 12')).toBeVisible();
  },
};

/** Nothing yet: it says why a portfolio matters. */
export const Empty: Story = {
  beforeEach: () => emptyServer.reset(),
  parameters: { msw: { handlers: emptyServer.handlers } },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await expect(await portfolio.findByText('0 of 12')).toBeVisible();
    await expect(portfolio.getByText('Your portfolio is empty')).toBeVisible();
    await expect(portfolio.getByLabelText('Upload a photo or video')).toBeEnabled();
  },
};

/** Twelve of twelve: no more uploads, and it says what to do. */
export const Full: Story = {
  beforeEach: () => fullServer.reset(),
  parameters: { msw: { handlers: fullServer.handlers } },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await expect(await portfolio.findByText('12 of 12', { selector: '[aria-live]' })).toBeVisible();
    await expect(portfolio.getByText(i18n._(PORTFOLIO_FULL_MESSAGE))).toBeVisible();
    await expect(portfolio.queryByLabelText('Upload a photo or video')).toBeNull();
    await expect(
      portfolio.queryByRole('button', { name: 'Pick from delivered content' }),
    ).toBeNull();
  },
};

/** While a file is sent, its progress shows and the caption waits. */
export const UploadInProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(addPortfolioItem.path, async ({ response }) => {
          await delay('infinite');
          return response(201).json(LAIA[0] as PortfolioItem);
        }),
        ...laiaServer.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await userEvent.type(await portfolio.findByLabelText('Caption (optional)'), 'Sunday vermut');
    await userEvent.upload(portfolio.getByLabelText('Upload a photo or video'), photo());
    await expect(
      await portfolio.findByRole('progressbar', { name: 'Uploading vermut.png' }),
    ).toBeVisible();
    await expect(portfolio.getByLabelText('Caption (optional)')).toBeDisabled();
  },
};

/** The server refuses the file (too large, or not a picture): it says why, the caption stays. */
function refusedUpload(status: 413 | 422, message: string): Story {
  return {
    parameters: {
      msw: {
        handlers: [
          http.post(addPortfolioItem.path, () =>
            HttpResponse.json(
              status === 422 ? errorBody(message, { file: [message] }) : errorBody(message),
              { status },
            ),
          ),
          ...laiaServer.handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const portfolio = await card(canvasElement);
      const caption = await portfolio.findByLabelText('Caption (optional)');
      await userEvent.type(caption, 'Sunday vermut');
      await userEvent.upload(portfolio.getByLabelText('Upload a photo or video'), photo());
      await expect(await portfolio.findByText(message)).toBeVisible();
      await expect(caption).toHaveValue('Sunday vermut');
      await expect(caption).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(portfolio.getByText('2 of 12')).toBeVisible();
    },
  };
}

export const UploadTooLarge = refusedUpload(413, 'The file is too large: the limit is 10 MB.');
export const UploadRefused = refusedUpload(422, 'The file could not be read as an image.');

/** Delivered content to pick: the one already added is marked; Add copies another. */
export const Candidates: Story = {
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await userEvent.click(
      await portfolio.findByRole('button', { name: 'Pick from delivered content' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Pick from delivered content' }));
    const rows = within(await dialog.findByRole('list', { name: 'Delivered content' }));
    await expect(rows.getAllByRole('listitem')).toHaveLength(2);
    await expect(rows.getByText('vermut-reel-final.mp4')).toBeVisible();
    await userEvent.click(
      rows.getByRole('button', { name: 'Add pa-de-pages.jpg to your portfolio' }),
    );
    await waitFor(() => expect(sent.fromMedia).toEqual([64]));
    await expect(await portfolio.findByText('3 of 12')).toBeVisible();
  },
};

export const CandidatesEmpty: Story = {
  beforeEach: () => emptyServer.reset(),
  parameters: { msw: { handlers: emptyServer.handlers } },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await userEvent.click(
      await portfolio.findByRole('button', { name: 'Pick from delivered content' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(i18n._(NO_CANDIDATES_MESSAGE))).toBeVisible();
  },
};

export const CandidatesError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(listPortfolioCandidates.path, () =>
          HttpResponse.json(errorBody('Server Error'), { status: 500 }),
        ),
        ...laiaServer.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await userEvent.click(
      await portfolio.findByRole('button', { name: 'Pick from delivered content' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('We couldn’t load your delivered content', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(body.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(listMyPortfolio.path, 'Loading your portfolio…');

export const LoadError: Story = retriedOnceStory(
  listMyPortfolio.path,
  { data: LAIA },
  ['We couldn’t load your portfolio'],
  async ({ canvasElement }) => {
    const portfolio = await card(canvasElement);
    await expect(await portfolio.findByText('2 of 12')).toBeVisible();
  },
);

/** In Catalan on a phone: the words, and nothing wider than the screen. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvasElement }) => {
    const portfolio = await card(canvasElement, 'Portafoli');
    await expect(await portfolio.findByText('2 de 12')).toBeVisible();
    await expect(portfolio.getByText('Fet per a Forn Sant Pau')).toBeVisible();
    await expect(portfolio.getByLabelText('Puja una foto o un vídeo')).toBeEnabled();
    await expect(portfolio.getByRole('button', { name: 'Mou l’element 2 amunt' })).toBeEnabled();
    noSidewaysScroll();
  },
};
