import { eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { OpenedDatabase } from '../db/client';

/** Every row of `table` whose `column` equals `value`: the database reads tests check after a call. */
export async function rowsWhere<T extends PgTable>(
  t: { database: OpenedDatabase },
  table: T,
  column: Column,
  value: unknown,
): Promise<T['$inferSelect'][]> {
  const rows = await t.database.db
    .select()
    .from(table as PgTable)
    .where(eq(column, value));
  return rows as T['$inferSelect'][];
}
