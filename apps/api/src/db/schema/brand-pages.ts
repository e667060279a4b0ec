import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './catalog';
import { cascadeRef, createdAt, id } from './columns';

/** The photos of a brand's page (at most 8), in `position` order, each a stored picture. */
export const brandPhotos = pgTable(
  'brand_photos',
  {
    id: id(),
    brandId: cascadeRef(() => brands.id),
    pictureBase: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** What the photo shows, for people who cannot see it (at most 200 characters). */
    alt: text().notNull().default(''),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.brandId, t.position)],
);
