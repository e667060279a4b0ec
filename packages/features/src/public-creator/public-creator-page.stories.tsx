import { operationRoutes } from '@colla/api-client';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { stalledHandler } from '../test-support/list-stories';
import { loadingStory, notFoundStory, retriedOnceStory } from '../test-support/state-stories';
import { PublicCreatorPage } from './public-creator-page';

const laia = fixtures.getPublicCreatorProfile;
const PATH = operationRoutes.getPublicCreatorProfile.path;

const meta = {
  title: 'Pages/Public creator profile',
  component: PublicCreatorPage,
  args: { username: laia.username, brandsHref: '/brands', homeHref: '/home' },
} satisfies Meta<typeof PublicCreatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public profile, answered by openapi.yaml's own example: the profile and the way in. */
export const Public: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
    await expect(canvas.getAllByText(`@${laia.username}`)[0]).toBeVisible();
    await expect(canvas.getByText('La Vila de Gràcia · Gràcia')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Work with creators like this on Colla' }),
    ).toHaveAttribute('href', '/brands');
    await expect(canvas.getByText('3 collaborations completed')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PATH, 'Loading profile…');

/** A brands-only or unknown profile: the same not-found page, with nothing to try again. */
export const NotPublic: Story = notFoundStory(PATH, 'Profile not found', {
  then: async ({ canvas }) => {
    await expect(
      canvas.getByText('This creator’s profile doesn’t exist or is no longer available.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: laia.name })).toBeNull();
  },
});

/**
 * What the server renders when it found no public profile: the page is never hydrated, so it says
 * so at once, with the way home, and asks nothing of the API.
 */
export const MissingOnTheServer: Story = {
  args: { missing: true },
  parameters: { msw: { handlers: [stalledHandler(PATH)] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ServerError: Story = retriedOnceStory(
  PATH,
  laia,
  ['We couldn’t load this profile'],
  async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
  },
);

/** In Catalan on a phone: the page's own words too, and nothing runs off the side. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  args: { brandsHref: '/ca/brands', homeHref: '/ca/home' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: laia.name })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Treballa amb creadors com aquest a Colla' }),
    ).toHaveAttribute('href', '/ca/brands');
    await expect(canvas.getByText('3 col·laboracions completades')).toBeVisible();
    await noSidewaysScroll();
  },
};
