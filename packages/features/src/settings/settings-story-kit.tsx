/**
 * What the Settings page's stories share: the users, the handlers that answer like the server and
 * record what it received, and the sections to look in. For stories only.
 */
import { operationRoutes, type components } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ADMIN_MARTA } from '../test-support/account-fixtures';

const {
  getMe,
  updateMe,
  changePassword,
  updateMyAvatar,
  deleteMyAvatar,
  getMyCreatorProfile,
  updateMyCreatorProfile,
  getCreatorProfile,
  updateMyCollaborationVisibility,
} = operationRoutes;

export type User = components['schemas']['User'];
export type CreatorProfile = components['schemas']['CreatorProfile'];
export type CreatorCollaboration = components['schemas']['CreatorCollaboration'];
export type PortfolioItem = components['schemas']['PortfolioItem'];

export const jordi: User = fixtures.getMe; // brand, Vermut Gràcia
export const laia: User = {
  id: 31,
  type: 'creator',
  first_name: 'Laia',
  last_name: 'Puig',
  name: 'Laia Puig',
  email: 'laia.puig@example.com',
  avatar_path: '/storage/avatars/31.webp',
  locale: 'en',
};
export const marta = ADMIN_MARTA;

/** What the server received, per operation, in order. */
export const received = {
  updateMe: [] as unknown[],
  changePassword: [] as unknown[],
  updateMyAvatar: [] as unknown[],
  deleteMyAvatar: 0,
  updateMyCreatorProfile: [] as unknown[],
  updateMyCollaborationVisibility: [] as { id: number; body: unknown }[],
};

export function resetReceived() {
  received.updateMe = [];
  received.changePassword = [];
  received.updateMyAvatar = [];
  received.deleteMyAvatar = 0;
  received.updateMyCreatorProfile = [];
  received.updateMyCollaborationVisibility = [];
}

export const signedInAs = (user: User) =>
  http.get(getMe.path, ({ response }) => response(200).json(user));

/** Records the body and answers like the server: the user with the new values. */
export const recordUpdateMe = (user: User) =>
  http.patch(updateMe.path, async ({ request, response }) => {
    const body = await request.json();
    received.updateMe.push(body);
    const next = { ...user, ...body };
    return response(200).json({ ...next, name: `${next.first_name} ${next.last_name}` });
  });

export const recordPassword = http.put(changePassword.path, async ({ request, response }) => {
  received.changePassword.push(await request.json());
  return response(200).json(fixtures.changePassword);
});

export const recordAvatar = (user: User) =>
  http.put(updateMyAvatar.path, async ({ request, response }) => {
    received.updateMyAvatar.push(await request.json());
    return response(200).json({ ...user, avatar_path: `/storage/avatars/${user.id}-new.png` });
  });

export const recordAvatarRemoval = (user: User) =>
  http.delete(deleteMyAvatar.path, ({ response }) => {
    received.deleteMyAvatar += 1;
    return response(200).json({ ...user, avatar_path: null });
  });

/** Laia's saved creator profile (the spec's example). */
export const LAIA_PROFILE: CreatorProfile = fixtures.getMyCreatorProfile;

/** A creator who just registered: a username and nothing else. */
export const NEW_PROFILE: CreatorProfile = {
  username: 'nuria.vidal',
  visibility: 'brands',
  barri: null,
  languages: [],
  bio: null,
  city: null,
  instagram_handle: null,
  instagram_followers: null,
  tiktok_handle: null,
  tiktok_followers: null,
  gender: null,
  birth_date: null,
  categories: [],
  instagram_followers_updated_at: null,
  tiktok_followers_updated_at: null,
  accepts_invites: true,
};

/** When a story's server changed a follower count. */
export const SAVED_AT = '2026-11-27T10:00:00Z';

const categoryNames = new Map(
  [...fixtures.listCategories.data, ...fixtures.getMyCreatorProfile.categories].map((category) => [
    category.id,
    category.name,
  ]),
);

/**
 * `getMyCreatorProfile` answers `profile`; `updateMyCreatorProfile` records the body and answers
 * like the server: the profile with the new values (a follower count that changed is dated
 * SAVED_AT; left-out fields stay).
 */
export function creatorProfileHandlers(profile: CreatorProfile = LAIA_PROFILE) {
  return [
    http.get(getMyCreatorProfile.path, ({ response }) => response(200).json(profile)),
    http.put(updateMyCreatorProfile.path, async ({ request, response }) => {
      const body = await request.json();
      received.updateMyCreatorProfile.push(body);
      const { category_ids: ids, ...rest } = body;
      const changed = (field: 'instagram_followers' | 'tiktok_followers') =>
        body[field] !== profile[field] ? SAVED_AT : profile[`${field}_updated_at`];
      return response(200).json({
        ...profile,
        ...rest,
        categories: ids.map((id) => ({ id, name: categoryNames.get(id) ?? `Category ${id}` })),
        instagram_followers_updated_at: changed('instagram_followers'),
        tiktok_followers_updated_at: changed('tiktok_followers'),
      });
    }),
  ];
}

/** Laia's portfolio: the spec's two items and a third picture, so her guide is complete. */
export const LAIA_PORTFOLIO: PortfolioItem[] = [
  ...fixtures.getCreatorProfile.portfolio,
  {
    id: 43,
    kind: 'image',
    caption: 'Sunday vermut on the Plaça del Sol.',
    picture: {
      src: '/storage/portfolio/sol-1200.webp',
      src_small: '/storage/portfolio/sol-400.webp',
      width: 1200,
      height: 900,
    },
    video_url: null,
    deal: null,
    position: 3,
  },
];

/** Laia's completed collaborations (the spec's example), newest first; the Vermut one hidden. */
export const LAIA_COLLABORATIONS: CreatorCollaboration[] =
  fixtures.getCreatorProfile.record.collaborations.map((collaboration) => ({
    ...collaboration,
    hidden: collaboration.brand.name === 'Vermut Gràcia',
  }));

/**
 * The creator's own profile as `getCreatorProfile` answers it, with `collaborations`, and
 * `updateMyCollaborationVisibility` recording each change and keeping it (so a refetch shows
 * it). Call `reset()` in the story's `beforeEach`.
 */
export function collaborationsServer(
  initial: readonly CreatorCollaboration[],
  portfolio: readonly PortfolioItem[] = initial.length > 0 ? LAIA_PORTFOLIO : [],
) {
  let collaborations = initial.map((item) => ({ ...item }));
  const profile = () => ({
    ...fixtures.getCreatorProfile,
    record: { ...fixtures.getCreatorProfile.record, collaborations },
    portfolio: [...portfolio],
  });
  return {
    reset: () => {
      collaborations = initial.map((item) => ({ ...item }));
    },
    read: http.get(getCreatorProfile.path, ({ response }) => response(200).json(profile())),
    update: http.put(
      updateMyCollaborationVisibility.path,
      async ({ params, request, response }) => {
        const id = Number(params.id);
        const body = await request.json();
        received.updateMyCollaborationVisibility.push({ id, body });
        collaborations = collaborations.map((item) =>
          item.id === id ? { ...item, hidden: body.hidden } : item,
        );
        const saved = collaborations.find((item) => item.id === id);
        if (!saved) return response(404).json({ message: 'Not found.' });
        return response(200).json(saved);
      },
    ),
  };
}

/** The handlers a story starts from: signed in as `user`, every save recorded. */
export function handlersFor(user: User, profile: CreatorProfile = LAIA_PROFILE) {
  return [
    signedInAs(user),
    recordUpdateMe(user),
    recordPassword,
    recordAvatar(user),
    recordAvatarRemoval(user),
    ...creatorProfileHandlers(profile),
  ];
}

/** The page's own frame around a story: a `<main>` on the canvas colour, padded as in the app. */
export const onPage: Decorator = (Story) => (
  <main className="min-h-dvh bg-canvas px-4 py-6 md:px-8 md:py-10">
    <Story />
  </main>
);

/** The section (a region) named `name`, once it is on the page. */
export async function section(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name }, { timeout: 5000 }));
}

/** The creator profile (`name` in the story's language), once its form and categories loaded. */
export async function creatorSection(canvasElement: HTMLElement, name = 'Creator profile') {
  const region = await within(canvasElement).findByRole('region', { name }, { timeout: 5000 });
  await waitFor(
    () => {
      void expect(region.querySelector('form')).not.toBeNull();
      void expect(region.querySelector('[data-slot="spinner"]')).toBeNull();
    },
    { timeout: 5000 },
  );
  return within(region);
}
