import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { count } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { CASING, MIGRATIONS_DIR } from './client';
import * as schema from './schema';
import { users } from './schema';

type Snapshot = Parameters<typeof generateMigration>[0];

function latestSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('No migration in apps/api/drizzle');
  const file = join(MIGRATIONS_DIR, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

describe('migrations', () => {
  it('match the tables in src/db/schema (run `pnpm --filter @colla/api db:generate` when this fails)', async () => {
    const previous = latestSnapshot();
    const current = generateDrizzleJson(schema, previous.id, undefined, CASING);
    expect(await generateMigration(previous, current)).toEqual([]);
  });

  it('build a working database from nothing', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      // Applying them again changes nothing.
      await database.migrate();
    } finally {
      await database.close();
    }
  });
});
