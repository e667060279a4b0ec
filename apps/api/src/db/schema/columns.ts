import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns every table shares: an identity id and creation/update timestamps. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () =>
  timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A required reference to another table's row, deleted with it. */
export const cascadeRef = (column: () => AnyPgColumn) =>
  integer().notNull().references(column, { onDelete: 'cascade' });
