import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './catalog';
import { users } from './core';
import { createdAt, id } from './columns';

/**
 * Businesses asking to join Colla as brands (the site's "Bring your business to Colla"), and
 * the admin's decision. One request waiting per email (a unique index over `new` ones).
 */
export const brandRequests = pgTable(
  'brand_requests',
  {
    id: id(),
    status: text({ enum: ['new', 'approved', 'declined'] })
      .notNull()
      .default('new'),
    businessName: text().notNull(),
    kind: text().notNull(),
    barri: text(),
    town: text(),
    website: text(),
    instagramHandle: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    offer: text().notNull(),
    /** The language of the page the request was sent from: the contact's emails use it. */
    locale: text().notNull().default('en'),
    declineReason: text(),
    /** The brand made when the request was approved. */
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brand_requests_pending_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'new'`),
    index().on(t.status, t.id),
  ],
);
