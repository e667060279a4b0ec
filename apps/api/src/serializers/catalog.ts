import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { brands, categories } from '../db/schema';
import { iso, toUserRef } from './common';

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
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    instagram_handle: row.instagramHandle,
    city: row.city,
    logo_url: row.logoPath,
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
