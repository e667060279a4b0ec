import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

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
  /**
   * Listens to a NOTIFY channel (PostgreSQL's LISTEN on a connection of its own, or PGlite's
   * listen): `onPayload` gets each payload in commit order. On PostgreSQL, when that connection
   * is lost `onLost` is called (notifications sent meanwhile are missed) and it reconnects with
   * a growing pause. Resolves once listening; the result stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  onLost?(error: Error): void;
  /** Listening again after a loss. */
  onRestored?(): void;
}

/** Pauses between reconnections of a lost LISTEN connection (the last one repeats). */
export const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 5000];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** LISTEN on a dedicated PostgreSQL connection that comes back after a restart or a kill. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onGone = (error: Error) => {
      if (lost || stopped) return;
      lost = true;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      handlers.onLost?.(error);
      schedule();
    };
    next.on('error', onGone);
    next.on('end', () => onGone(new Error('LISTEN connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${quoteIdent(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const schedule = () => {
    if (stopped) return;
    const wait = LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)] ?? 5000;
    failures += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          if (!stopped) handlers.onRestored?.();
        },
        () => schedule(),
      );
    }, wait);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
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
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // While the server is down a request fails (503) instead of waiting for ever.
      connectionTimeoutMillis: 5_000,
    });
    // A connection the server drops (a restart, a terminated backend) must not crash the
    // process, idle or checked out (mid-transaction): its query fails, that request answers
    // 503, and the pool opens a new connection for the next one.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL connection lost while in use: ${error.message}`);
      });
    });
    const db = drizzleNodePg(pool, { schema, casing: CASING });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      exec: async (sql) => {
        await pool.query(sql);
      },
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
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
    // One process holds the embedded database: its notifications never get lost.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onPayload(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
