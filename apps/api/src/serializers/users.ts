import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { creatorProfiles, deviceTokens, invitations } from '../db/schema';
import { isBarri } from '@colla/api-client/places';
import { creatorPlatforms } from '@colla/api-client/platforms';
import { iso, isoOrNull, toUser } from './common';

type Schemas = components['schemas'];

export type InvitationRow = typeof invitations.$inferSelect;
export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type DeviceTokenRow = typeof deviceTokens.$inferSelect;

/** A user as admins see it (status and dates on top of the auth user). */
export function toAdminUser(row: UserRow): Schemas['AdminUser'] {
  return {
    ...toUser(row),
    status: row.status,
    created_at: iso(row.createdAt),
    last_login_at: isoOrNull(row.lastLoginAt),
  };
}

export function toAdminInvitation(row: InvitationRow): Schemas['AdminInvitation'] {
  return {
    id: row.id,
    email: row.email,
    type: row.type,
    brand_id: row.brandId,
    expires_at: iso(row.expiresAt),
    accepted_at: isoOrNull(row.acceptedAt),
    created_at: iso(row.createdAt),
  };
}

export function toInvitation(
  row: InvitationRow,
  brand: { id: number; name: string } | null,
): Schemas['Invitation'] {
  return {
    email: row.email,
    type: row.type,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    expires_at: iso(row.expiresAt),
  };
}

const GENDERS = ['man', 'woman', 'non_binary'] as const;
type CreatorGender = (typeof GENDERS)[number];
const isGender = (value: string | null): value is CreatorGender =>
  GENDERS.some((gender) => gender === value);

/** The creator's own profile (Settings), with their interests by name. */
export function toCreatorProfile(
  row: CreatorProfileRow,
  categories: { id: number; name: string }[],
): Schemas['CreatorProfile'] {
  return {
    username: row.username,
    visibility: row.visibility,
    barri: barriOrNull(row.barri),
    languages: row.languages,
    bio: row.bio,
    city: row.city,
    instagram_handle: row.instagramHandle,
    instagram_followers: row.instagramFollowers,
    instagram_followers_updated_at: isoOrNull(row.instagramFollowersUpdatedAt),
    tiktok_handle: row.tiktokHandle,
    tiktok_followers: row.tiktokFollowers,
    tiktok_followers_updated_at: isoOrNull(row.tiktokFollowersUpdatedAt),
    gender: genderOrNull(row.gender),
    birth_date: row.birthDate,
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    accepts_invites: row.acceptsInvites,
  };
}

/** A stored barri code, or null when it is none of Barcelona's 73. */
export const barriOrNull = (code: string | null): Schemas['Barri'] | null =>
  isBarri(code) ? code : null;

/** A stored gender, or null when it is none of the contract's. */
export const genderOrNull = (value: string | null): CreatorGender | null =>
  isGender(value) ? value : null;

/** The platforms a profile has a handle on, Instagram first, with each account's page. */
export function toCreatorPlatforms(row: CreatorProfileRow): Schemas['CreatorPlatform'][] {
  return creatorPlatforms(toCreatorProfile(row, []));
}

/**
 * The platform with the most followers; one without a count counts as 0 and loses to one with
 * a count; null without any.
 */
export function mainPlatform(
  platforms: Schemas['CreatorPlatform'][],
): Schemas['CreatorPlatform'] | null {
  let best: Schemas['CreatorPlatform'] | null = null;
  for (const platform of platforms) {
    if (best === null || (platform.followers ?? -1) > (best.followers ?? -1)) {
      best = platform;
    }
  }
  return best;
}

const PLATFORMS = ['web', 'ios', 'android'] as const;
type DevicePlatform = (typeof PLATFORMS)[number];
const isPlatform = (value: string): value is DevicePlatform =>
  PLATFORMS.some((platform) => platform === value);

export function toDeviceToken(row: DeviceTokenRow): Schemas['DeviceToken'] {
  return {
    id: row.id,
    token: row.token,
    platform: isPlatform(row.platform) ? row.platform : 'ios',
    created_at: iso(row.createdAt),
  };
}
