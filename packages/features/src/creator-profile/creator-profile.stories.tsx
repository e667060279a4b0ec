import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { loadingStory, notFoundStory, retriedOnceStory } from '../test-support/state-stories';
import { CreatorProfile } from './creator-profile';
import {
  NO_BIO_MESSAGE,
  NO_PLATFORMS_MESSAGE,
  SELF_DECLARED_FOLLOWERS,
} from './creator-profile-view';
import type { CreatorPublicProfile } from './profile-words';

const PROFILE_PATH = operationRoutes.getCreatorProfile.path;
const laia = fixtures.getCreatorProfile;

/** A new creator's profile: no bio, no accounts, nothing done on Colla yet, outside Barcelona. */
const sparse: CreatorPublicProfile = {
  ...laia,
  username: 'joanribas',
  first_name: 'Joan',
  last_name: 'Ribas',
  name: 'Joan Ribas',
  avatar_path: null,
  bio: null,
  barri: null,
  city: 'Sabadell',
  languages: [],
  categories: [],
  platforms: [],
  record: {
    completed_deals: 0,
    collaborations: [],
    member_since: '2026-11-20T10:00:00Z',
    median_response_minutes: null,
  },
};

/** Something that reads as an email address, in one piece of text. */
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** Every piece of text on the page, one per text node. */
function textNodes(root: HTMLElement): string[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts;
}

const answering = (profile: CreatorPublicProfile) =>
  http.get(PROFILE_PATH, ({ response }) => response(200).json(profile));

const meta = {
  title: 'Features/Creator profile',
  component: CreatorProfile,
  args: { username: laia.username },
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

/** Laia, as a brand sees her: where she is, where she posts, and her record on Colla. */
export const Laia: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByText('@laiapuig', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('La Vila de Gràcia · Gràcia')).toBeVisible();
    await expect(canvas.getByText('Creates in Catalan, Spanish')).toBeVisible();
    await expect(canvas.getByText(laia.bio ?? '')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Categories' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    const instagram = canvas.getByRole('link', { name: /@laiapuig\.bcn/ });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/laiapuig.bcn/');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('48,200 followers')).toBeVisible();
    await expect(canvas.getByText(/updated Oct 2026/)).toBeVisible();
    await expect(canvas.getByText('12,900 followers')).toBeVisible();
    await expect(canvas.getByText(/updated Sep 2026/)).toBeVisible();
    await expect(canvas.getByText(i18n._(SELF_DECLARED_FOLLOWERS))).toBeVisible();

    // Three completed, one of them hidden by Laia: the count says 3, the list shows two.
    await expect(canvas.getByText('3 collaborations completed')).toBeVisible();
    const done = within(canvas.getByRole('list', { name: 'Collaborations completed' }));
    await expect(done.getAllByRole('listitem')).toHaveLength(2);
    await expect(done.getByText('Forn Sant Pau')).toBeVisible();
    await expect(
      done.getByText('Sourdough mornings at Forn Sant Pau · October 2026'),
    ).toBeVisible();
    await expect(done.getByText('Vermut Gràcia')).toBeVisible();
    await expect(canvas.getByText('Member since March 2026')).toBeVisible();
    await expect(canvas.getByText('Usually replies within an hour')).toBeVisible();
    // Never an email.
    await expect(textNodes(canvasElement).filter((text) => EMAIL.test(text))).toEqual([]);
    await expect(canvasElement.querySelector('a[href^="mailto:"]')).toBeNull();
  },
};

/** A new profile says what is not there yet instead of leaving holes. */
export const Sparse: Story = {
  args: { username: sparse.username },
  parameters: { msw: { handlers: [answering(sparse)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Joan Ribas' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sabadell')).toBeVisible();
    await expect(canvas.queryByText(/Creates in/)).toBeNull();
    await expect(canvas.getByText(i18n._(NO_BIO_MESSAGE))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Categories' })).toBeNull();
    await expect(canvas.getByText(i18n._(NO_PLATFORMS_MESSAGE))).toBeVisible();
    await expect(canvas.queryByText(i18n._(SELF_DECLARED_FOLLOWERS))).toBeNull();
    await expect(canvas.getByText('No collaborations completed yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Collaborations completed' })).toBeNull();
    await expect(canvas.getByText('No replies to brands in the last 90 days')).toBeVisible();
    await expect(canvas.getByText('Member since November 2026')).toBeVisible();
  },
};

/** Hours, not minutes: a creator who answers within the afternoon. */
export const RepliesWithinHours: Story = {
  parameters: {
    msw: {
      handlers: [answering({ ...laia, record: { ...laia.record, median_response_minutes: 190 } })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Usually replies within 4 hours')).toBeVisible();
  },
};

/** What the reader can do sits under the name: the public page's or the Settings preview's. */
export const WithActions: Story = {
  args: {
    actions: (
      <a href="/app/creator/settings" className="font-semibold text-primary-700 underline">
        Edit profile
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Laia Puig' });
    const header = canvas.getByRole('heading', { level: 1 }).closest('header');
    if (!header) throw new Error('No header');
    await expect(within(header).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/app/creator/settings',
    );
  },
};

/** Inside a panel the name is a second-level heading. */
export const InAPanel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Where they post' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Loading: Story = loadingStory(PROFILE_PATH, 'Loading profile…', {
  absent: (canvas) => canvas.queryByRole('heading', { level: 1 }),
});

/** A failed read offers Try Again, which loads the profile. */
export const ServerError: Story = retriedOnceStory(
  PROFILE_PATH,
  laia,
  ['We couldn’t load this profile'],
  async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laia Puig' })).toBeVisible();
  },
);

/** An unknown username: said plainly, with nothing to try again. */
export const NotFound: Story = notFoundStory(PROFILE_PATH, 'Profile not found', {
  then: async ({ canvas }) => {
    await expect(
      canvas.getByText('This creator’s profile doesn’t exist or is no longer available.'),
    ).toBeVisible();
  },
});

/** In Catalan on a phone: every word in Catalan, dates and counts too, and nothing sideways. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByText('Crea en: català i castellà')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'On publica' })).toBeVisible();
    await expect(canvas.getByText('48.200 seguidors')).toBeVisible();
    await expect(canvas.getByText(/actualitzat: oct\. (del )?2026/)).toBeVisible();
    await expect(canvas.getByText('Seguidors segons el creador')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'A Colla' })).toBeVisible();
    await expect(canvas.getByText('3 col·laboracions completades')).toBeVisible();
    await expect(canvas.getByText(/^Data d’alta a Colla: març (del|de) 2026$/)).toBeVisible();
    await expect(canvas.getByText('Sol respondre en menys d’una hora')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '@laiapuig.bcn (s’obre en una pestanya nova)' }),
    ).toBeVisible();
    await noSidewaysScroll();
  },
};

/** In Spanish, on a desktop. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laia Puig' })).toBeVisible();
    await expect(canvas.getByText('Crea en: catalán y castellano')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dónde publica' })).toBeVisible();
    await expect(canvas.getByText('48.200 seguidores')).toBeVisible();
    await expect(canvas.getByText('Seguidores según el creador')).toBeVisible();
    await expect(canvas.getByText('3 colaboraciones completadas')).toBeVisible();
    await expect(canvas.getByText('Miembro desde marzo de 2026')).toBeVisible();
    await expect(canvas.getByText('Suele responder en menos de una hora')).toBeVisible();
  },
};
