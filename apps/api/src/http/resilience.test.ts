import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { isDatabaseUnavailable } from './errors';

/**
 * Bad luck and slow attackers: a database that went away answers 503 (never 401 or 500), and a
 * request body that trickles in is cut off. The PostgreSQL restart under load is proven on a
 * real server in apps/api/cluster/outage.test.ts.
 */

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, restarting or full of connections', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '53300', message: 'too many clients' })).toBe(true);
    // Drizzle wraps the driver's error in `cause`.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    // The security handler gathers its handlers' errors.
    expect(
      isDatabaseUnavailable({ message: 'None of the security schemes…', errors: [refused] }),
    ).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(new Error('Server Error'))).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(
      isDatabaseUnavailable({ message: 'Unauthenticated.', errors: [new Error('nope')] }),
    ).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('a database that goes away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After to a signed-in call, not 401 (the portal keeps the session)', async () => {
    // Every query fails the way a lost PostgreSQL connection does.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const db = t.database.db as unknown as { select: unknown };
    const select = db.select;
    db.select = () => {
      throw refused;
    };
    try {
      const me = await t.call('GET', '/api/me', { token: t.world.creatorA.token });
      expect(me.status).toBe(503);
      expect(me.headers['retry-after']).toBe('5');
      expect(me.body).toEqual({
        message: 'Colla is unavailable for a moment. Please try again shortly.',
      });
    } finally {
      db.select = select;
    }
    expect((await t.call('GET', '/api/me', { token: t.world.creatorA.token })).status).toBe(200);
  });
});

describe('slow requests', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { requestMs: 1_000, idleMs: 60_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes a request whose body trickles in a byte at a time; resolves with what came back. */
  function trickle(bytesEveryMs: number): Promise<{ text: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let text = '';
      let timer: NodeJS.Timeout | undefined;
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 10 s; received: ${text}`));
      }, 10_000);
      socket.on('connect', () => {
        socket.write(
          'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        timer = setInterval(() => socket.write(' '), bytesEveryMs);
      });
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(guard);
        resolve({ text, ms: Date.now() - started });
      });
    });
  }

  it('cuts off a body that trickles in, however steadily it moves', async () => {
    const { text, ms } = await trickle(100);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('reads the configuration, with documented defaults', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 300_000, idleMs: 60_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '20000' }).timeouts.requestMs).toBe(20_000);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: 'soon' })).toThrow(/IDLE_TIMEOUT_MS/);
  });
});
