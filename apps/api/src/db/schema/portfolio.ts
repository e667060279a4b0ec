import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id } from './columns';
import { users } from './core';
import { deals, media } from './deals';

/**
 * A creator's portfolio: at most 12 images or videos in order (`position` 1…12). Images are
 * stored pictures (`picture_base`, with their size); videos a file (`video_path`). An item picked
 * from delivered content is a copy: it keeps the deal it was made for (`deal_id`) and the file it
 * came from (`media_id`), both forgotten when those are deleted.
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    creatorId: cascadeRef(() => users.id),
    kind: text({ enum: ['image', 'video'] }).notNull(),
    caption: text(),
    pictureBase: text(),
    width: integer(),
    height: integer(),
    videoPath: text(),
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.creatorId, t.position),
    check(
      'portfolio_items_file',
      sql`(${t.kind} = 'image' and ${t.pictureBase} is not null and ${t.width} is not null and ${t.height} is not null) or (${t.kind} = 'video' and ${t.videoPath} is not null)`,
    ),
  ],
);
