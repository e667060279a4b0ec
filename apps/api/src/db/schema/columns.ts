import { integer, timestamp } from 'drizzle-orm/pg-core';

/** The columns every table shares: an identity id and creation/update timestamps. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () =>
  timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
