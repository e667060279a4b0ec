import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { cascadeRef, createdAt, id } from './columns';

export const brands = pgTable('brands', {
  id: id(),
  name: text().notNull(),
  description: text(),
  website: text(),
  instagramHandle: text(),
  city: text(),
  logoPath: text(),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

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
