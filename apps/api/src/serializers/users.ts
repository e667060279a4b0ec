import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { creatorProfiles, deviceTokens, invitations } from '../db/schema';
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

/** The creator profile; a creator who never saved one has every value empty. */
export function toCreatorProfile(
  row: CreatorProfileRow | undefined,
  categories: { id: number; name: string }[],
): Schemas['CreatorProfile'] {
  const gender = row?.gender ?? null;
  return {
    bio: row?.bio ?? null,
    city: row?.city ?? null,
    instagram_handle: row?.instagramHandle ?? null,
    instagram_followers: row?.instagramFollowers ?? null,
    tiktok_handle: row?.tiktokHandle ?? null,
    tiktok_followers: row?.tiktokFollowers ?? null,
    gender: isGender(gender) ? gender : null,
    birth_date: row?.birthDate ?? null,
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
  };
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
