import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LinkProvider, type LinkTarget } from '@colla/ui/lib/link';
import { APP_STORE_LABEL, GOOGLE_PLAY_LABEL } from '../sections/store-links';
import { HomePage, type ShowcaseProposal } from './home-page';
import {
  desktop,
  desktopStory,
  expectNoSidewaysScroll,
  expectSensibleOutline,
  expectViewportWidth,
  expectTouchTargets,
  pageChecks,
  phone,
  phoneStory,
  textContrast,
  pageMeta,
} from './page-checks';

const APP_STORE = 'https://apps.apple.com/es/app/colla/id6470000000';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=app.colla';

/** A stand-in picture (a flat colour, 1200 × 750 like the demo's). */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><rect width="1200" height="750" fill="${colour}"/><circle cx="800" cy="300" r="160" fill="#fff8e1"/></svg>`,
  )}`;

/** Live proposals as the server renders them with the page: with and without pictures. */
const SHOWCASE: readonly ShowcaseProposal[] = [
  {
    slug: 'summer-vermut-tasting-gracia',
    title: 'Summer vermut tasting in Gràcia',
    brand: 'Vermut Gràcia',
    place: 'Vila de Gràcia · Gràcia',
    offer: 'Tasting for two plus a bottle of house vermut',
    deliverables: 'One Instagram Reel and three Stories tagging @vermutgracia.',
    category: 'Food & drink',
    image: picture('#c8553d'),
  },
  {
    slug: 'rooftop-yoga-in-the-eixample',
    title: 'Rooftop yoga in the Eixample',
    brand: 'Jardí Yoga Studio',
    place: 'la Dreta de l’Eixample · Eixample',
    offer: 'A month of classes',
    deliverables: 'Two Reels from the rooftop',
    category: 'Beauty & wellness',
    image: null,
  },
  {
    slug: 'ride-poblenou-by-e-bike',
    title: 'Ride Poblenou by e-bike',
    brand: 'Bicis Poblenou',
    place: null,
    offer: 'Two e-bikes for a weekend',
    deliverables: null,
    category: 'Sports & outdoors',
    image: null,
  },
  {
    slug: 'tapas-night-at-la-pepita',
    title: 'Tapas night at La Pepita',
    brand: 'La Pepita',
    place: 'Vila de Gràcia · Gràcia',
    offer: null,
    deliverables: 'One TikTok of the night',
    category: 'Nightlife',
    image: picture('#22223b'),
  },
];

const meta = {
  title: 'Site/Pages/HomePage',
  ...pageMeta(HomePage),
  args: { appStoreHref: APP_STORE, playStoreHref: GOOGLE_PLAY, showcase: SHOWCASE },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Brands and creators in Barcelona, working together.';

/** What anyone sees on the homepage, at any width. */
async function expectHomepage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const title = canvas.getByRole('heading', { level: 1, name: TITLE });
  await expect(title).toBeVisible();
  // White on deep terracotta: comfortably above AA (4.5:1), and so is the line under it.
  await expect(textContrast(title)).toBeGreaterThanOrEqual(7);
  await expect(textContrast(canvas.getByText(/No agency in between/))).toBeGreaterThanOrEqual(4.5);

  // The hero's two calls to action.
  await expect(canvas.getByRole('link', { name: 'Join Colla' })).toHaveAttribute('href', '#apply');
  await expect(canvas.getByRole('link', { name: 'See how it works' })).toHaveAttribute(
    'href',
    '#how-it-works',
  );

  // The wave is the hero's bottom edge, where the navigation measures it.
  const hero = canvas.getByRole('region', { name: TITLE });
  const wave = canvasElement.querySelector<HTMLElement>('#hero-wave');
  await expect(wave).not.toBeNull();
  await expect(hero).toContainElement(wave);
  await expect(wave?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const heroBottom = hero.getBoundingClientRect().bottom;
  await expect(Math.abs((wave?.getBoundingClientRect().bottom ?? 0) - heroBottom)).toBeLessThan(2);

  // How it works, for both sides.
  const how = canvas.getByRole('region', { name: /From the first offer/ });
  await expect(within(how).getByRole('heading', { level: 3, name: 'For brands' })).toBeVisible();
  await expect(within(how).getByRole('heading', { level: 3, name: 'For creators' })).toBeVisible();

  // Apply: two cards; a brand asks to join, a creator goes to the sign-in screen.
  const apply = canvasElement.querySelector<HTMLElement>('section#apply');
  await expect(apply).not.toBeNull();
  if (!apply) return;
  await expect(within(apply).getByRole('heading', { level: 2, name: 'Join Colla' })).toBeVisible();
  const brand = within(apply).getByRole('link', { name: "I'm a brand" });
  const creator = within(apply).getByRole('link', { name: "I'm a creator" });
  await expect(brand).toHaveAttribute('href', '/brands/join');
  await expect(creator).toHaveAttribute('href', '/app-login');
  await expect(within(apply).getByText('Your first proposal is free to publish')).toBeVisible();
  await expect(within(apply).getByText('Free for creators, always')).toBeVisible();

  // The mobile app, with the store links from props.
  await expect(canvas.getByRole('link', { name: i18n._(APP_STORE_LABEL) })).toHaveAttribute(
    'href',
    APP_STORE,
  );
  await expect(canvas.getByRole('link', { name: i18n._(GOOGLE_PLAY_LABEL) })).toHaveAttribute(
    'href',
    GOOGLE_PLAY,
  );

  // The showcase: each live proposal opens its public page; a picture reserves its room, and a
  // proposal without one shows its category's drawing instead.
  const showcase = canvas.getByRole('region', { name: 'Collaborations across the city' });
  await expect(within(showcase).getAllByRole('article')).toHaveLength(SHOWCASE.length);
  for (const proposal of SHOWCASE) {
    await expect(within(showcase).getByRole('link', { name: proposal.title })).toHaveAttribute(
      'href',
      `/proposals/${proposal.slug}`,
    );
  }
  for (const image of showcase.querySelectorAll('img')) {
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '750');
  }
  const drawings = showcase.querySelectorAll<HTMLElement>('[data-slot="category-art"]');
  await expect(drawings).toHaveLength(SHOWCASE.filter((proposal) => !proposal.image).length);
  // Two categories, two colours: proposals without a picture do not look alike.
  const [yoga, bikes] = [...drawings];
  await expect(yoga?.className).not.toBe(bikes?.className);
  // What the brand did not say is left out, not shown empty.
  const bikeCard = within(showcase).getByRole('link', { name: 'Ride Poblenou by e-bike' });
  const bikeArticle = bikeCard.closest('article');
  await expect(bikeArticle).not.toBeNull();
  if (bikeArticle) {
    await expect(within(bikeArticle).queryByText('Content')).toBeNull();
    await expect(within(bikeArticle).getByText('Bicis Poblenou', { exact: true })).toBeVisible();
  }

  // Drawings reserve their box: every inline illustration has a width and a height.
  for (const drawing of canvasElement.querySelectorAll('[data-slot="illustration"]')) {
    await expect(drawing).toHaveAttribute('width');
    await expect(drawing).toHaveAttribute('height');
  }

  await expectSensibleOutline(canvasElement);
}

export const Desktop: Story = desktopStory(expectHomepage, async ({ canvasElement, canvas }) => {
  // The hero's text and drawing sit side by side.
  const title = canvas.getByRole('heading', { level: 1 });
  const drawing = canvasElement.querySelector('[data-slot="hero"] [data-slot="illustration"]');
  await expect(drawing?.getBoundingClientRect().left).toBeGreaterThan(
    title.getBoundingClientRect().right - 1,
  );

  // "Join Colla" lands on the apply section below the fixed navigation bar, not under it.
  const apply = canvasElement.querySelector<HTMLElement>('#apply');
  const view = canvasElement.ownerDocument.defaultView ?? window;
  await expect(apply && view.getComputedStyle(apply).scrollMarginTop).toBe('80px');
});

export const Phone: Story = phoneStory(expectHomepage, async ({ canvasElement, canvas }) => {
  // On a phone the drawing goes under the text, and every call to action is finger-sized.
  const title = canvas.getByRole('heading', { level: 1 });
  const drawing = canvasElement.querySelector('[data-slot="hero"] [data-slot="illustration"]');
  await expect(drawing?.getBoundingClientRect().top).toBeGreaterThan(
    title.getBoundingClientRect().bottom,
  );
  await expectTouchTargets([
    canvas.getByRole('link', { name: 'Join Colla' }),
    canvas.getByRole('link', { name: 'See how it works' }),
    canvas.getByRole('link', { name: "I'm a brand" }),
    canvas.getByRole('link', { name: "I'm a creator" }),
    canvas.getByRole('link', { name: i18n._(APP_STORE_LABEL) }),
    canvas.getByRole('link', { name: i18n._(GOOGLE_PLAY_LABEL) }),
  ]);
});

/**
 * No active proposal (or the page prerendered at build time, sent when the database is down):
 * the showcase is left out.
 */
export const WithoutShowcase: Story = {
  globals: desktop,
  args: { showcase: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.queryByRole('region', { name: 'Collaborations across the city' }),
    ).toBeNull();
    await expect(canvasElement.querySelector('#apply')).not.toBeNull();
    await expectSensibleOutline(canvasElement);
  },
};

/** One active proposal, on a phone: one card across the width, its whole card a link. */
export const OneProposalPhone: Story = {
  globals: phone,
  args: {
    showcase: [
      {
        slug: 'gracia-festa-major-street-food-trail',
        title: 'Gràcia festa major street food trail',
        brand: 'Vermut Gràcia',
        place: 'Vila de Gràcia · Gràcia',
        offer: 'Dinner for two on the festa major route',
        deliverables: 'One TikTok from the decorated streets',
        category: 'Food & drink',
        image: picture('#f6bd60'),
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Collaborations across the city' });
    const [card] = within(section).getAllByRole('article');
    await expect(within(section).getAllByRole('article')).toHaveLength(1);
    const link = within(section).getByRole('link', {
      name: 'Gràcia festa major street food trail',
    });
    await expect(link).toHaveAttribute('href', '/proposals/gracia-festa-major-street-food-trail');
    await expect(
      within(section).getByText('Dinner for two on the festa major route'),
    ).toBeVisible();
    // The card spans the phone's width, and the picture keeps its 8:5 box.
    const picture = card?.querySelector('img');
    const box = picture?.getBoundingClientRect();
    await expect(box && Math.abs(box.width / box.height - 1.6)).toBeLessThan(0.02);
    await expectViewportWidth(canvasElement, 375);
    await expectNoSidewaysScroll(canvasElement);
  },
};

const renderLink = fn((item: LinkTarget, className: string, children: ReactNode) => (
  <a href={item.href} className={className} data-router-link="">
    {children}
  </a>
)).mockName('renderLink');

/** The app's router renders links to other pages; in-page anchors and store links stay plain. */
export const WithRouterLinks: Story = {
  globals: desktop,
  decorators: (Story) => (
    <LinkProvider renderLink={renderLink}>
      <Story />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "I'm a brand" })).toHaveAttribute(
      'data-router-link',
    );
    await expect(canvas.getByRole('link', { name: SHOWCASE[0]?.title })).toHaveAttribute(
      'data-router-link',
    );
    await expect(renderLink).toHaveBeenCalledWith(
      { href: '/app-login', label: "I'm a creator" },
      expect.any(String),
      "I'm a creator",
    );
    await expect(canvas.getByRole('link', { name: 'Join Colla' })).not.toHaveAttribute(
      'data-router-link',
    );
    await expect(canvas.getByRole('link', { name: i18n._(APP_STORE_LABEL) })).not.toHaveAttribute(
      'data-router-link',
    );
  },
};

/**
 * In Catalan on a phone: the hero, the sections and the store badges in Catalan, and the links
 * to other pages stay in Catalan.
 */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('Marques i creadors de Barcelona, treballant junts.', async (canvas) => {
      await expect(canvas.getByRole('link', { name: 'Uneix-te a Colla' })).toHaveAttribute(
        'href',
        '#apply',
      );
      await expect(
        canvas.getByRole('region', {
          name: 'De la primera oferta a l’última Story, en un sol lloc',
        }),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 3, name: 'Per a marques' })).toBeVisible();
      await expect(canvas.getByText('Publica una proposta')).toBeVisible();
      // The showcase's cards open the proposal in Catalan.
      const showcase = canvas.getByRole('region', { name: 'Col·laboracions per tota la ciutat' });
      for (const proposal of SHOWCASE) {
        await expect(within(showcase).getByRole('link', { name: proposal.title })).toHaveAttribute(
          'href',
          `/ca/proposals/${proposal.slug}`,
        );
      }
      await expect(canvas.getByRole('link', { name: 'Disponible a l’App Store' })).toBeVisible();
      await expect(canvas.getByText('Gratuït per als creadors, sempre')).toBeVisible();
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};

/** In Spanish on a phone: the hero and the apply cards in Spanish. */
export const SpanishPhone: Story = {
  ...phoneStory(
    pageChecks('Marcas y creadores de Barcelona, trabajando juntos.', async (canvas) => {
      await expect(canvas.getByRole('link', { name: 'Mira cómo funciona' })).toHaveAttribute(
        'href',
        '#how-it-works',
      );
      await expect(canvas.getByRole('link', { name: 'Soy una marca' })).toBeVisible();
      const [first] = SHOWCASE;
      await expect(canvas.getByRole('link', { name: first?.title })).toHaveAttribute(
        'href',
        `/es/proposals/${first?.slug}`,
      );
      await expect(canvas.getAllByText('A cambio').length).toBeGreaterThan(0);
      await expect(canvas.getByRole('link', { name: 'Descárgalo en el App Store' })).toBeVisible();
    }),
  ),
  globals: { ...phone, locale: 'es' },
};
