import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { count, eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { CASING, MIGRATIONS_DIR } from './client';
import * as schema from './schema';
import { brands, creatorProfiles, deals, users } from './schema';

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

  it('give every existing creator a profile with a unique username and date completed deals', async () => {
    const database = await createTestDatabase();
    const run = (file: string) =>
      database.exec(
        readFileSync(join(MIGRATIONS_DIR, file), 'utf8').replaceAll('--> statement-breakpoint', ''),
      );
    try {
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const until = files.indexOf('0004_creator_profiles.sql');
      for (const file of files.slice(0, until)) await run(file);
      await database.exec(`
        insert into users (type, first_name, last_name, email, password_hash) values
          ('creator', 'Laia', 'Puig', 'a@x.test', 'x'),
          ('creator', 'LAIA', 'Puig', 'b@x.test', 'x'),
          ('creator', 'Núria', 'Vidal-Ñúñez', 'c@x.test', 'x'),
          ('creator', '李', '王', 'd@x.test', 'x'),
          ('creator', 'Ad', 'Min', 'e@x.test', 'x'),
          ('brand', 'Jordi', 'Ferrer', 'f@x.test', 'x');
        insert into creator_profiles (user_id, bio) select id, 'Hola' from users where email = 'b@x.test';
        insert into brands (name) values ('Forn');
        insert into proposals (name, slug, secret_slug, brand_id, settings)
          select 'P', 'p', 's', id, '{}'::jsonb from brands;
        insert into applications (proposal_id, creator_id)
          select p.id, u.id from proposals p, users u where u.email in ('a@x.test', 'b@x.test');
        insert into deals (application_id, proposal_id, brand_id, creator_id, status, updated_at)
          select a.id, a.proposal_id, p.brand_id, a.creator_id,
            case when u.email = 'a@x.test' then 'completed' else 'active' end, '2026-05-01T10:00:00Z'
          from applications a join proposals p on p.id = a.proposal_id join users u on u.id = a.creator_id;
      `);
      await run(files[until] ?? '');
      const profiles = await database.db
        .select({
          email: users.email,
          username: creatorProfiles.username,
          bio: creatorProfiles.bio,
          visibility: creatorProfiles.visibility,
        })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .orderBy(users.id);
      expect(profiles).toEqual([
        { email: 'a@x.test', username: 'laiapuig', bio: null, visibility: 'brands' },
        { email: 'b@x.test', username: 'laiapuig2', bio: 'Hola', visibility: 'brands' },
        { email: 'c@x.test', username: 'nuriavidalnunez', bio: null, visibility: 'brands' },
        { email: 'd@x.test', username: 'creator2', bio: null, visibility: 'brands' },
        { email: 'e@x.test', username: 'admin2', bio: null, visibility: 'brands' },
      ]);
      const dealRows = await database.db
        .select({
          status: deals.status,
          completedAt: deals.completedAt,
          hidden: deals.hiddenOnProfile,
        })
        .from(deals)
        .orderBy(deals.id);
      expect(dealRows).toEqual([
        { status: 'completed', completedAt: new Date('2026-05-01T10:00:00Z'), hidden: false },
        { status: 'active', completedAt: null, hidden: false },
      ]);
      // The index refuses the same username in another case.
      await expect(
        database.exec(
          `update creator_profiles set username = 'LaiaPuig' where username = 'admin2'`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it('give every existing brand a unique slug from its name, and drop the unused logo path', async () => {
    const database = await createTestDatabase();
    const run = (file: string) =>
      database.exec(
        readFileSync(join(MIGRATIONS_DIR, file), 'utf8').replaceAll('--> statement-breakpoint', ''),
      );
    try {
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const until = files.indexOf('0006_brand_pages.sql');
      for (const file of files.slice(0, until)) await run(file);
      await database.exec(`
        insert into brands (name, logo_path) values
          ('Forn Sant Pau', '/storage/brands/old.png'),
          ('Forn  Sant-Pau!', null),
          ('Cafè L’Òpera', null),
          ('Xà', null),
          ('${'Molt '.repeat(20)}llarg', null);
      `);
      await run(files[until] ?? '');
      const rows = await database.db
        .select({ name: brands.name, slug: brands.slug })
        .from(brands)
        .orderBy(brands.id);
      expect(rows.map((row) => row.slug)).toEqual([
        'forn-sant-pau',
        'forn-sant-pau-2',
        'cafe-lopera',
        'brand',
        `${'molt-'.repeat(10)}molt`,
      ]);
      // Unique: another brand cannot take one.
      await expect(
        database.exec(`update brands set slug = 'forn-sant-pau' where slug = 'brand'`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
