import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { loadingStory, notFoundStory, retriedOnceStory } from '../test-support/state-stories';
import { BrandPage } from './brand-page';
import { NO_ACTIVE_PROPOSALS, NO_BRAND_DESCRIPTION } from './brand-page-view';
import type { BrandPublicPage } from './brand-words';

const PATH = operationRoutes.getPublicBrandPage.path;
const vermut = fixtures.getPublicBrandPage;

/** A brand new on Colla: no logo, no description, no photos, nothing open, no decisions yet. */
const newBrand: BrandPublicPage = {
  ...vermut,
  slug: 'jardi-yoga-studio',
  name: 'Jardí Yoga Studio',
  logo: null,
  barri: null,
  city: 'Sant Cugat del Vallès',
  address: null,
  maps_url: null,
  description: null,
  website: null,
  instagram_handle: null,
  photos: [],
  active_proposals: [],
  completed_collaborations: 0,
  member_since: '2026-11-02T09:00:00Z',
  median_decision_minutes: null,
};

const answering = (page: BrandPublicPage) =>
  http.get(PATH, ({ response }) => response(200).json(page));

const meta = {
  title: 'Features/Brand page',
  component: BrandPage,
  args: { slug: vermut.slug, proposalHref: (proposal) => `/proposals/${proposal.slug}` },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof BrandPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vermut Gràcia, as creators see it: where it is, its photos, what is open, its record. */
export const Vermut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vermut Gràcia' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Carrer de Verdi, 38 · La Vila de Gràcia · Gràcia/),
    ).toBeVisible();
    const maps = canvas.getByRole('link', { name: /Open in Maps/ });
    await expect(maps).toHaveAttribute('href', vermut.maps_url ?? '');
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /vermutgracia\.example/ })).toHaveAttribute(
      'href',
      'https://vermutgracia.example',
    );
    await expect(canvas.getByRole('link', { name: /@vermutgracia/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/vermutgracia/',
    );
    await expect(canvas.getByText(vermut.description ?? '')).toBeVisible();
    // The photos, each described, with their size reserved.
    const photos = within(canvas.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    await expect(photos).toHaveLength(2);
    await expect(photos[0]).toHaveAccessibleName(vermut.photos[0]?.alt ?? '');
    await expect(photos[0]).toHaveAttribute('width', '1200');
    await expect(
      canvas.getByRole('link', { name: 'Summer vermut tasting in Gràcia' }),
    ).toHaveAttribute('href', '/proposals/summer-vermut-tasting-gracia');
    await expect(canvas.getByText('Open until July 15, 2026')).toBeVisible();
    await expect(canvas.getByText('4 collaborations completed')).toBeVisible();
    await expect(canvas.getByText('On Colla since April 2026')).toBeVisible();
    await expect(canvas.getByText('Usually decides on applications within a day')).toBeVisible();
    // Never a manager's email.
    await expect(canvasElement.textContent).not.toMatch(/@[a-z]+\.(example|test)/);
  },
};

/** A brand new on Colla says what is not there yet instead of leaving holes. */
export const NewBrand: Story = {
  args: { slug: newBrand.slug },
  parameters: { msw: { handlers: [answering(newBrand)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Jardí Yoga Studio' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sant Cugat del Vallès')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Open in Maps/ })).toBeNull();
    await expect(canvas.getByText(i18n._(NO_BRAND_DESCRIPTION))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Photos' })).toBeNull();
    await expect(canvas.getByText(i18n._(NO_ACTIVE_PROPOSALS))).toBeVisible();
    await expect(canvas.getByText('No collaborations completed yet')).toBeVisible();
    await expect(canvas.getByText('New on Colla: no decisions on applications yet')).toBeVisible();
  },
};

/** Hours, not days: a brand that decides the same afternoon. */
export const DecidesWithinHours: Story = {
  parameters: { msw: { handlers: [answering({ ...vermut, median_decision_minutes: 130 })] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Usually decides on applications within 3 hours'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading the brand’s page…', {
  absent: (canvas) => canvas.queryByRole('heading', { level: 1 }),
});

/** A failed read offers Try Again, which loads the page. */
export const ServerError: Story = retriedOnceStory(
  PATH,
  vermut,
  ['We couldn’t load this brand’s page'],
  async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vermut Gràcia' }),
    ).toBeVisible();
  },
);

/** An unknown slug: said plainly, with nothing to try again. */
export const NotFound: Story = notFoundStory(PATH, 'Brand not found', {
  then: async ({ canvas }) => {
    await expect(canvas.getByText('This brand’s page doesn’t exist or has moved.')).toBeVisible();
  },
});

/** On a phone: the photos two by two, nothing sideways. */
export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Vermut Gràcia' });
    const [first, second] = within(canvas.getByRole('region', { name: 'Photos' })).getAllByRole(
      'img',
    );
    if (!first || !second) throw new Error('Two photos expected');
    // Side by side: two columns.
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
    await noSidewaysScroll();
  },
};

/** In Catalan on a phone: every word in Catalan, the date and counts too. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vermut Gràcia' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Obre al mapa/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Propostes obertes' })).toBeVisible();
    await expect(canvas.getByText('4 col·laboracions completades')).toBeVisible();
    await expect(canvas.getByText(/^Data d’alta a Colla: abril (del|de) 2026$/)).toBeVisible();
    await expect(
      canvas.getByText('Sol decidir sobre les sol·licituds en menys d’un dia'),
    ).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Spanish, on a desktop. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vermut Gràcia' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Abrir en el mapa/ })).toBeVisible();
    await expect(canvas.getByText('4 colaboraciones completadas')).toBeVisible();
    await expect(canvas.getByText('En Colla desde abril de 2026')).toBeVisible();
  },
};
