import { i18n } from '@lingui/core';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage, EXPANSION, FOUNDERS } from './about-page';
import {
  desktopStory,
  expectTouchTargets,
  pageChecks,
  pageMeta,
  phone,
  phoneStory,
} from './page-checks';

const meta = { title: 'Site/Pages/AboutPage', ...pageMeta(AboutPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const expectAboutPage = pageChecks('From Barcelona’s event scene to Colla', async (canvas) => {
  // The events background.
  const story = canvas.getByRole('region', { name: 'Born at the events' });
  await expect(within(story).getByText(/design markets in Poblenou/)).toBeVisible();
  await expect(within(story).getByText('400+')).toBeVisible();

  // Both founders, each an article named after them, with their role and events background.
  const founders = canvas.getByRole('region', { name: 'Two organisers, one crew' });
  await expect(within(founders).getAllByRole('article')).toHaveLength(2);
  for (const founder of FOUNDERS) {
    const card = within(founders).getByRole('article', { name: founder.name });
    await expect(within(card).getByRole('heading', { level: 3, name: founder.name })).toBeVisible();
    await expect(within(card).getByText(i18n._(founder.role))).toBeVisible();
  }
  await expect(within(founders).getByText(/Marta grew up in Sant Andreu/)).toBeVisible();
  await expect(within(founders).getByText(/festes of Gràcia and Sants/)).toBeVisible();

  // The plan for Europe: an ordered list of next cities, Barcelona first.
  const europe = canvas.getByRole('region', { name: 'Next stop: Europe' });
  const cities = within(europe).getAllByRole('heading', { level: 3 });
  await expect(cities.map((city) => city.textContent)).toEqual(
    EXPANSION.map((stop) => i18n._(stop.city)),
  );
  await expect(within(europe).getByText('Live since March 2026')).toBeVisible();
  await expect(within(europe).getByText('Spring 2027')).toBeVisible();

  await expect(canvas.getByRole('link', { name: 'Join Colla' })).toHaveAttribute(
    'href',
    '/home#apply',
  );
  await expect(canvas.getByRole('link', { name: 'See our roadmap' })).toHaveAttribute(
    'href',
    '/roadmap',
  );
});

export const Desktop: Story = desktopStory(expectAboutPage, async ({ canvas }) => {
  // The founders sit side by side on wide screens.
  const [marta, oriol] = FOUNDERS.map((founder) =>
    canvas.getByRole('heading', { level: 3, name: founder.name }),
  );
  await expect(Math.round(marta?.getBoundingClientRect().top ?? 0)).toBe(
    Math.round(oriol?.getBoundingClientRect().top ?? 1),
  );
});

export const Phone: Story = phoneStory(expectAboutPage, async ({ canvas }) => {
  // One founder under the other.
  const [marta, oriol] = FOUNDERS.map((founder) =>
    canvas.getByRole('heading', { level: 3, name: founder.name }),
  );
  await expect(oriol?.getBoundingClientRect().top).toBeGreaterThan(
    marta?.getBoundingClientRect().bottom ?? 0,
  );
  await expectTouchTargets([
    canvas.getByRole('link', { name: 'Join Colla' }),
    canvas.getByRole('link', { name: 'See our roadmap' }),
  ]);
});

/** In Catalan on a phone: the founders, the figures and the cities (in Catalan) on the way. */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('De l’escena d’esdeveniments de Barcelona a Colla', async (canvas) => {
      const founders = canvas.getByRole('region', { name: 'Dos organitzadors, una colla' });
      await expect(within(founders).getAllByText('Cofundadora i CEO')).toHaveLength(1);
      await expect(
        canvas.getByText('esdeveniments produïts a Barcelona des del 2015'),
      ).toBeVisible();
      const europe = canvas.getByRole('region', { name: 'Pròxima parada: Europa' });
      const cities = within(europe).getAllByRole('heading', { level: 3 });
      await expect(cities.map((city) => city.textContent)).toEqual([
        'Barcelona',
        'Lisboa',
        'Milà',
        'Marsella',
        'Berlín',
      ]);
      await expect(within(europe).getByText('En marxa des del març del 2026')).toBeVisible();
      await expect(
        canvas.getByRole('link', { name: 'Mira el nostre full de ruta' }),
      ).toHaveAttribute('href', '/ca/roadmap');
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};
