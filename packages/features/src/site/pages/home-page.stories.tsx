import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LinkProvider, type LinkTarget } from '@colla/ui/lib/link';
import { APP_STORE_LABEL, GOOGLE_PLAY_LABEL } from '../sections/store-links';
import { EXAMPLE_COLLABORATIONS, HomePage } from './home-page';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  expectTouchTargets,
  pageChecks,
  phone,
  phoneStory,
  textContrast,
  pageMeta,
} from './page-checks';

const APP_STORE = 'https://apps.apple.com/es/app/colla/id6470000000';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=app.colla';

const meta = {
  title: 'Site/Pages/HomePage',
  ...pageMeta(HomePage),
  args: { appStoreHref: APP_STORE, playStoreHref: GOOGLE_PLAY },
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

  // Example collaborations open their public proposal.
  for (const collaboration of EXAMPLE_COLLABORATIONS) {
    await expect(canvas.getByRole('link', { name: collaboration.title })).toHaveAttribute(
      'href',
      `/proposals/${collaboration.slug}`,
    );
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

/** Before the app has live proposals to show, the collaborations section is left out. */
export const WithoutCollaborations: Story = {
  globals: desktop,
  args: { collaborations: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.queryByRole('region', { name: 'Collaborations across the city' }),
    ).toBeNull();
    await expect(canvasElement.querySelector('#apply')).not.toBeNull();
    await expectSensibleOutline(canvasElement);
  },
};

/** Collaborations passed by the app replace the examples. */
export const LiveCollaborations: Story = {
  globals: desktop,
  args: {
    collaborations: [
      {
        slug: 'gracia-festa-major-street-food-trail',
        title: 'Gràcia festa major street food trail',
        brand: 'Vermut Gràcia',
        neighbourhood: 'Gràcia',
        offer: 'Dinner for two on the festa major route',
        deliverables: 'One TikTok from the decorated streets',
        category: 'Food & drink',
      },
    ],
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Collaborations across the city' });
    await expect(within(section).getAllByRole('article')).toHaveLength(1);
    await expect(
      within(section).getByRole('link', { name: 'Gràcia festa major street food trail' }),
    ).toHaveAttribute('href', '/proposals/gracia-festa-major-street-food-trail');
    await expect(
      within(section).getByText('Dinner for two on the festa major route'),
    ).toBeVisible();
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
    await expect(
      canvas.getByRole('link', { name: EXAMPLE_COLLABORATIONS[0]?.title }),
    ).toHaveAttribute('data-router-link');
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
      const [first] = EXAMPLE_COLLABORATIONS;
      await expect(canvas.getByRole('link', { name: first?.title })).toHaveAttribute(
        'href',
        `/ca/proposals/${first?.slug}`,
      );
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
      await expect(canvas.getByRole('link', { name: 'Descárgalo en el App Store' })).toBeVisible();
    }),
  ),
  globals: { ...phone, locale: 'es' },
};
