import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { loadingStory, retriedOnceStory } from '../test-support/state-stories';
import { CreatorProfile } from './creator-profile';
import { NO_PORTFOLIO_MESSAGE } from './creator-profile-view';
import type { CreatorPublicProfile } from './profile-words';

const PROFILE_PATH = operationRoutes.getCreatorProfile.path;
const PUBLIC_PATH = operationRoutes.getPublicCreatorProfile.path;
const laia = fixtures.getCreatorProfile;

/** Laia's portfolio: the spec's picture (made for Forn Sant Pau) and video, and two pictures. */
const portfolio: CreatorPublicProfile['portfolio'] = [
  ...laia.portfolio,
  ...[3, 4].map((position) => ({
    id: 40 + position,
    kind: 'image' as const,
    caption: position === 3 ? 'Sunday vermut on the Plaça del Sol.' : null,
    picture: {
      src: `/storage/portfolio/p${position}-1200.webp`,
      src_small: `/storage/portfolio/p${position}-400.webp`,
      width: 1200,
      height: 900,
    },
    video_url: null,
    deal: null,
    position,
  })),
];

const answering = (profile: CreatorPublicProfile) =>
  http.get(PROFILE_PATH, ({ response }) => response(200).json(profile));
const answeringAnyone = (profile: CreatorPublicProfile) =>
  http.get(PUBLIC_PATH, ({ response }) => response(200).json(profile));

const withPortfolio = answering({ ...laia, portfolio });
const without = { ...laia, portfolio: [] };

/** The profile's Portfolio section, once loaded. */
async function portfolioSection(canvas: ReturnType<typeof within>) {
  const heading = await canvas.findByRole('heading', { name: 'Portfolio' });
  const section = heading.closest('section');
  if (!section) throw new Error('the Portfolio heading is not in a section');
  return within(section);
}

const meta = {
  title: 'Features/Creator profile/Portfolio',
  component: CreatorProfile,
  args: { username: laia.username },
  parameters: { msw: { handlers: [withPortfolio] } },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CreatorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The portfolio as a brand sees it: in order, each picture with width and height and both sizes,
 * the video with its controls, captions, and "made for" when it came from a collaboration.
 */
export const Success: Story = {
  play: async ({ canvas }) => {
    const section = await portfolioSection(canvas);
    const items = within(section.getByRole('list', { name: 'Portfolio' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(
      first.getByText('Pa de pagès straight from the oven, for Forn Sant Pau.'),
    ).toBeVisible();
    await expect(first.getByText('Made for Forn Sant Pau')).toBeVisible();
    const picture = first.getByRole('img', {
      name: 'Pa de pagès straight from the oven, for Forn Sant Pau.',
    });
    await expect(picture).toHaveAttribute('width', '1200');
    await expect(picture).toHaveAttribute('height', '1500');
    await expect(picture.getAttribute('srcset')).toMatch(
      /-400\.webp.* 400w, .*-1200\.webp.* 1200w$/,
    );
    await expect(picture).toHaveAttribute('loading', 'lazy');

    const video = (items[1] as HTMLElement).querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('width', '400');
    await expect(video).toHaveAttribute('height', '500');
    // No caption: the item is named by its place.
    await expect(within(items[3] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Portfolio item 4 of 4',
    );
  },
};

/**
 * A picture opens larger in a dialog: the arrow keys and Previous/Next go through the portfolio
 * (round), Escape closes it and focus returns to the picture.
 */
export const Viewer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = await portfolioSection(canvas);
    const opener = section.getByRole('button', {
      name: 'Pa de pagès straight from the oven, for Forn Sant Pau.',
    });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Portfolio: 1 of 4' });
    await expect(within(dialog).getByText('Made for Forn Sant Pau')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Portfolio: 2 of 4' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await body.findByRole('dialog', { name: 'Portfolio: 4 of 4' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(await body.findByRole('dialog', { name: 'Portfolio: 1 of 4' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Previous' }));
    await expect(await body.findByRole('dialog', { name: 'Portfolio: 4 of 4' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // A video plays in place; its own button opens it larger.
    await userEvent.click(
      section.getByRole('button', { name: 'Open larger: Vermut hour at Bar Calders.' }),
    );
    await expect(await body.findByRole('dialog', { name: 'Portfolio: 2 of 4' })).toBeVisible();
  },
};

/** No portfolio yet: a brand is told so, briefly. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(without)] } },
  play: async ({ canvas }) => {
    const section = await portfolioSection(canvas);
    await expect(section.getByText(i18n._(NO_PORTFOLIO_MESSAGE))).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
  },
};

/** On the public page an empty portfolio is left out; a full one opens its files as links. */
export const PublicPage: Story = {
  args: { audience: 'public' },
  parameters: { msw: { handlers: [answeringAnyone(without)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Portfolio' })).toBeNull();
    await expect(canvas.queryByText(i18n._(NO_PORTFOLIO_MESSAGE))).toBeNull();
  },
};

/** The public page runs no script: a picture is a link to its larger file. */
export const PublicPageLinks: Story = {
  args: { audience: 'public' },
  parameters: { msw: { handlers: [answeringAnyone({ ...laia, portfolio })] } },
  play: async ({ canvas }) => {
    const section = await portfolioSection(canvas);
    const link = section.getByRole('link', {
      name: 'Pa de pagès straight from the oven, for Forn Sant Pau.',
    });
    await expect(link.getAttribute('href')).toMatch(/-1200\.webp/);
    await expect(section.queryByRole('button', { name: /Open larger/ })).toBeNull();
  },
};

export const Loading: Story = loadingStory(PROFILE_PATH, 'Loading profile…', {
  absent: (canvas) => canvas.queryByRole('heading', { name: 'Portfolio' }),
});

export const LoadError: Story = retriedOnceStory(
  PROFILE_PATH,
  { ...laia, portfolio },
  ['We couldn’t load this profile'],
  async ({ canvas }) => {
    const section = await portfolioSection(canvas);
    await expect(
      within(section.getByRole('list', { name: 'Portfolio' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
);

/** At 375 px: two columns, pictures take the small file's width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const section = await portfolioSection(canvas);
    const items = within(section.getByRole('list', { name: 'Portfolio' })).getAllByRole('listitem');
    const [a, b, c] = items.map((item) => item.getBoundingClientRect());
    await expect(a?.top).toBe(b?.top);
    await expect(c?.top).toBeGreaterThan(a?.bottom ?? 0);
    await expect(a?.width).toBeLessThan(200);
    noSidewaysScroll();
  },
};

/** In Catalan on a phone. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Portafoli' });
    const section = within(heading.closest('section') as HTMLElement);
    await expect(section.getByText('Fet per a Forn Sant Pau')).toBeVisible();
    await expect(section.getByRole('img', { name: 'Element 4 de 4 del portafoli' })).toBeVisible();
    noSidewaysScroll();
  },
};
