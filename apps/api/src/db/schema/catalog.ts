import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { cascadeRef, createdAt, id } from './columns';

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text().notNull(),
    /** The brand page's address, `/brands/{slug}`: lower case, unique (see brand-pages.ts). */
    slug: text().notNull(),
    description: text(),
    website: text(),
    instagramHandle: text(),
    /** The street address; `barri` is one of Barcelona's 73 (`@colla/api-client/places`). */
    address: text(),
    barri: text(),
    /** The town, for a brand outside Barcelona (no barri). */
    city: text(),
    /** The logo as a stored picture (`storePicture`): its base and its widest variant's size. */
    logoBase: text(),
    logoWidth: integer(),
    logoHeight: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_unique').on(t.slug)],
);

/** Which brand users manage which brands. */
export const brandManagers = pgTable(
  'brand_managers',
  {
    brandId: cascadeRef(() => brands.id),
    userId: cascadeRef(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] })],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_unique').on(t.slug),
  ],
);
