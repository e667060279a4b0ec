import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database, whichever driver is behind it (PGlite or PostgreSQL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: what every query helper takes. */
export type Db = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const CASING = 'snake_case';

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Runs raw SQL (several statements allowed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, an embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; without one, it lives in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (tests). */
  loadDataDir?: File | Blob | undefined;
}

export async function openDatabase({
  url,
  dataDir,
  loadDataDir,
}: DatabaseOptions): Promise<OpenedDatabase> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (a restart, a terminated backend) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema, casing: CASING });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: CASING });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
