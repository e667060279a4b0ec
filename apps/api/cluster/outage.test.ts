// Bad luck on a real PostgreSQL: the database restarts under load (fast and immediate
// shutdowns). No API process dies, a request that meets the outage answers 503 (never 401, which
// would sign people out, nor 500), and once the database is back everything serves again,
// live chat included, without restarting anything.
import { describe, expect, it, vi } from 'vitest';
import { setupCluster, type Session } from './support';

const c = setupCluster({ processes: 2 });

/** Signed-in reads and chat sends through nginx and each process until `stop()`; statuses. */
function load(brand: Session, conversation: number) {
  const statuses: number[] = [];
  let running = true;
  const worker = async (target: 'nginx' | 0 | 1, write: boolean) => {
    while (running) {
      try {
        const answer = write
          ? await c.call(target, 'POST', `/api/conversations/${conversation}/messages`, {
              token: brand.token,
              body: { body: `Under load ${Date.now()}` },
            })
          : await c.call(target, 'GET', '/api/brand/proposals', { token: brand.token });
        statuses.push(answer.status);
      } catch {
        // A connection refused by nginx in between is not an answer.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const workers = [
    worker('nginx', false),
    worker(0, false),
    worker(1, true),
    worker('nginx', true),
  ];
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe.each(['fast', 'immediate'] as const)('PostgreSQL restarted (%s) under load', (mode) => {
  it('no process dies; the outage answers 503 with Retry-After; then all serves again', async () => {
    const postgres = c.cluster.postgres;
    if (!postgres) throw new Error('the cluster has no PostgreSQL of its own');
    const brand = await c.signIn('brand');
    const creator = await c.signIn('creator');
    const conversation = await c.sharedConversation(brand, creator);
    const pids = c.cluster.processes.map((p) => p.pid);

    const traffic = load(brand, conversation);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop(mode);

    // While it is down: 503, and the session is kept (not 401).
    const during = await c.call(0, 'GET', '/api/me', { token: brand.token });
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await postgres.start();
    await vi.waitFor(
      async () => {
        for (const target of [0, 1, 'nginx'] as const) {
          expect((await c.call(target, 'GET', '/api/me', { token: brand.token })).status).toBe(200);
        }
      },
      { timeout: 20_000, interval: 250 },
    );
    await traffic.stop();

    // The same processes, alive.
    expect(c.cluster.processes.map((p) => p.running)).toEqual([true, true]);
    expect(c.cluster.processes.map((p) => p.pid)).toEqual(pids);
    // Every answer was a success or a 503: never a 500, never a 401.
    const kinds = new Set(traffic.statuses);
    expect([...kinds].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(kinds.has(503)).toBe(true);
    expect(kinds.has(200)).toBe(true);

    // Live chat came back too: each process listens again.
    await vi.waitFor(
      async () => {
        const stream = await c.openStream(1, conversation, { session: creator });
        expect(stream.status).toBe(200);
        const message = await c.send(0, brand, conversation, `After the ${mode} restart`);
        await stream.waitForMessage(message.id, 3_000);
        stream.close();
      },
      { timeout: 20_000, interval: 500 },
    );
  });
});
