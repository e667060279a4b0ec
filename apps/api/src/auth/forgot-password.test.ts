import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedThrottle } from '../config';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { createTestApp, type CallResult, type TestApp } from '../test/harness';
import { recordStatements } from '../test/statements';
import { FORGOT_PASSWORD_ANSWER } from './password-reset';

/** Headers that differ from one answer to the next whatever the email (clock, flood guard). */
const VARYING = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

function stableHeaders(result: CallResult) {
  return Object.fromEntries(
    Object.entries(result.headers).filter(([name]) => !VARYING.has(name.toLowerCase())),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('password reset requests cannot tell accounts apart', () => {
  let t: TestApp;
  const UNKNOWN = 'nobody.here@example.com';

  beforeAll(async () => {
    t = await createTestApp({ throttle: relaxedThrottle() });
  });
  afterAll(async () => {
    await t.app.colla.mail.idle();
    await t.close();
  });

  const ask = (email: string) => t.call('POST', '/api/password/forgot', { body: { email } });

  /**
   * One request: its answer, the statements run and the CPU time this process spent until the
   * answer arrived (work, which other processes on a busy machine do not blur as they do wall
   * time); then its background job is let finish, so it never falls into the next measure.
   */
  async function measured(email: string) {
    const recording = recordStatements(t.database.db);
    const cpu = process.cpuUsage();
    const result = await ask(email);
    const used = process.cpuUsage(cpu);
    recording.stop();
    await t.app.colla.mail.idle();
    return { result, cpuMs: (used.user + used.system) / 1000, statements: recording.statements };
  }

  it('answers a known and an unknown email with the same status, body and headers', async () => {
    const known = await measured(t.world.creatorA.user.email);
    const unknown = await measured(UNKNOWN);
    expect(known.result.status).toBe(202);
    expect(unknown.result.status).toBe(202);
    expect(known.result.body).toEqual({ message: FORGOT_PASSWORD_ANSWER.id });
    expect(unknown.result.text).toBe(known.result.text);
    expect(stableHeaders(unknown.result)).toEqual(stableHeaders(known.result));
  });

  it('runs the same database statements before answering, known email or not', async () => {
    const known = await measured(t.world.creatorB.user.email);
    const unknown = await measured(UNKNOWN);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    // Nothing about the account is read before the answer.
    expect(known.statements.join('\n')).not.toMatch(/"users"|"password_resets"|"mail_outbox"/);
  });

  it('takes the same CPU time: medians of 30 interleaved tries within 1.5x', async () => {
    const emails = { known: t.world.brandUserA.user.email, unknown: UNKNOWN };
    for (let i = 0; i < 3; i++) {
      await measured(emails.known);
      await measured(emails.unknown);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 30; i++) {
      // Alternate which goes first, so a slow moment of the machine hits both alike.
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) times[which].push((await measured(emails[which])).cpuMs);
    }
    const ratio = median(times.known) / median(times.unknown);
    expect(
      ratio,
      `known ${median(times.known)} ms, unknown ${median(times.unknown)} ms`,
    ).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });

  it('still mails the known email its link after the answer, and nothing to the unknown one', async () => {
    const database = t.database.db;
    await database.delete(mailOutbox);
    const user = t.world.brandUserB.user;
    expect((await ask(user.email.toUpperCase())).status).toBe(202);
    expect((await ask(UNKNOWN)).status).toBe(202);
    await t.app.colla.mail.idle();
    const mails = await database.select().from(mailOutbox);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
    expect(mails[0]?.body).toMatch(/\/password-reset\?token=[A-Za-z0-9_-]{40,}&email=/);
    const resets = await database
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(resets).toHaveLength(1);
  });

  it('sends nothing to a disabled account', async () => {
    const database = t.database.db;
    await database.delete(mailOutbox);
    const user = t.world.creatorB.user;
    await database.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await ask(user.email)).status).toBe(202);
    await t.app.colla.mail.idle();
    expect(await database.select().from(mailOutbox)).toEqual([]);
  });
});
