import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { brands, categories } from '../db/schema';
import { barriName } from '@colla/api-client/places';
import type { StoredPicture } from '../storage';
import { iso, toPicture, toUserRef } from './common';
import { barriOrNull } from './users';

type Schemas = components['schemas'];
export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export function toBrandOption(row: { id: number; name: string }): Schemas['BrandOption'] {
  return { id: row.id, name: row.name };
}

export function toBrand(
  row: BrandRow,
  managers: UserRow[],
  proposalsCount: number,
): Schemas['Brand'] {
  const logo = brandLogo(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    instagram_handle: row.instagramHandle,
    slug: row.slug,
    city: row.city,
    logo_url: logo ? logo.src_small : null,
    logo,
    managers: managers.map(toUserRef),
    proposals_count: proposalsCount,
    created_at: iso(row.createdAt),
  };
}

export function toCategory(row: CategoryRow, proposalsCount: number): Schemas['Category'] {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    proposals_count: proposalsCount,
  };
}

/** What a brand card and a proposal's brand need of a brand row. */
export type BrandCardRow = Pick<
  BrandRow,
  'id' | 'slug' | 'name' | 'logoBase' | 'logoWidth' | 'logoHeight' | 'barri' | 'city' | 'address'
>;

/** The brand's logo as a stored picture, or null. */
export function storedLogo(row: Pick<BrandRow, 'logoBase' | 'logoWidth' | 'logoHeight'>) {
  if (!row.logoBase || !row.logoWidth || !row.logoHeight) return null;
  return { base: row.logoBase, width: row.logoWidth, height: row.logoHeight } as StoredPicture;
}

/** Brand pictures are public files: their plain /storage addresses. */
const publicUrl = (path: string) => path;

/** The brand's logo as the contract's Picture, or null. */
export function brandLogo(
  row: Pick<BrandRow, 'logoBase' | 'logoWidth' | 'logoHeight'>,
): Schemas['Picture'] | null {
  const stored = storedLogo(row);
  return stored ? toPicture(stored, publicUrl) : null;
}

/** A stored brand photo (a public picture) as the contract's BrandPhoto. */
export function toBrandPhoto(row: {
  id: number;
  pictureBase: string;
  width: number;
  height: number;
  alt: string;
}): Schemas['BrandPhoto'] {
  return {
    id: row.id,
    picture: toPicture({ base: row.pictureBase, width: row.width, height: row.height }, publicUrl),
    alt: row.alt,
  };
}

/**
 * A link that opens the brand's address in the person's maps app: a Google Maps universal link
 * (the app on Android and iOS when installed, maps on the web elsewhere), searching for the
 * address, its barri and Barcelona (or the brand's town). Only a link: nothing loads from it.
 * Null without an address.
 */
export function brandMapsUrl(row: Pick<BrandRow, 'address' | 'barri' | 'city'>): string | null {
  const address = row.address?.trim();
  if (!address) return null;
  const barri = row.barri ? barriName(row.barri) : null;
  const place = barri ? [barri, 'Barcelona'] : [row.city?.trim()];
  const query = [address, ...place].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Who is behind a proposal: the contract's BrandCard. */
export function toBrandCard(row: BrandCardRow): Schemas['BrandCard'] {
  return {
    slug: row.slug,
    name: row.name,
    logo: brandLogo(row),
    barri: barriOrNull(row.barri),
    city: row.city,
    address: row.address,
    maps_url: brandMapsUrl(row),
  };
}
