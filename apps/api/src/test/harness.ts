import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { testConfig, type Config } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { schemaSql } from './schema-sql';
import { handlers } from '../handlers';
import { buildServer } from '../server';
import { loadDemoData } from '../seed/demo/index';
import { seedWorld, type World } from './world';

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** A raw payload (with its own content-type header), for multipart and malformed bodies. */
  payload?: string | Buffer;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  contentType: string | undefined;
  /** Parsed JSON when the answer is JSON, the text otherwise, undefined when empty. */
  body: unknown;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  world: World;
  /** Calls the server in-process: `call('GET', '/api/me', { token })`. */
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

let databases = 0;
let template: Promise<File | Blob> | undefined;

/** An in-memory PGlite with the schema, dumped once per test worker: loading it is ~4x faster than a fresh start. */
function schemaTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const db = new PGlite();
    await db.exec(await schemaSql());
    const dump = await db.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return template;
}

/**
 * A fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set (the PostgreSQL run of
 * CI), a new database on that server that is dropped again on close. With `schema`, its tables
 * are created from src/db/schema; without, it is empty.
 */
export async function createTestDatabase({ schema = false } = {}): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return schema ? openDatabase({ loadDataDir: await schemaTemplate() }) : openDatabase({});
  }
  const name = `colla_t_${process.pid}_${Date.now()}_${++databases}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (schema) await database.exec(await schemaSql());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A server on a fresh database (see createTestDatabase) with the test world. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase({ schema: true });
  let now: Date | null = null;
  const app = await buildServer({ config, database, handlers, now: () => now ?? new Date() });
  await app.ready();
  const world = await seedWorld(database.db);

  return {
    app,
    database,
    world,
    setNow: (date) => {
      now = date;
    },
    async call(method, url, options = {}) {
      const query = options.query
        ? '?' +
          new URLSearchParams(
            Object.entries(options.query)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]): [string, string] => [key, String(value)]),
          ).toString()
        : '';
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await app.inject({
        method: method as 'GET',
        url: url + query,
        headers,
        ...(options.payload !== undefined
          ? { payload: options.payload }
          : options.body !== undefined
            ? {
                payload: JSON.stringify(options.body),
                headers: { ...headers, 'content-type': 'application/json' },
              }
            : {}),
      });
      const contentType = response.headers['content-type']?.toString();
      let body: unknown = undefined;
      if (response.body !== '') {
        body = contentType?.includes('application/json') ? response.json() : response.body;
      }
      return {
        status: response.statusCode,
        headers: response.headers,
        contentType,
        body,
        text: response.body,
      };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A server with the demo data on a fresh database, and no test world: what `DEMO_DATA` starts. */
export interface DemoApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  close(): Promise<void>;
}

/** A server on a fresh database holding the demo data only (docs/decisions.md, **Demo data**). */
export async function createDemoApp(overrides: Partial<Config> = {}): Promise<DemoApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase({ schema: true });
  const app = await buildServer({ config, database, handlers });
  await app.ready();
  await loadDemoData(database.db, config);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
