/** Test helpers for web push: a fake sender and device registration. */
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PushConfig, PushSender } from '../config';
import { deviceTokens, notifications, pushDeliveries } from '../db/schema';
import type { MailLogger } from '../mail/transport';
import type { TestApp } from './harness';
import type { PushPayload } from '../push/worker';

export interface SentPush {
  token: string;
  payload: PushPayload;
}

export interface FakeSender extends PushSender {
  /** Every push handed to the sender that it reported sent. */
  sent: SentPush[];
  /** Every call, whatever its outcome. */
  calls: number;
  /** How the push service answers a token (default: sent). */
  respond: (token: string) => Promise<'sent' | 'gone'>;
}

export function fakeSender(): FakeSender {
  const fake: FakeSender = {
    sent: [],
    calls: 0,
    respond: async () => 'sent',
    async send(token, payload) {
      fake.calls += 1;
      const outcome = await fake.respond(token);
      if (outcome === 'sent')
        fake.sent.push({ token, payload: JSON.parse(payload) as PushPayload });
      return outcome;
    },
  };
  return fake;
}

/** Push on with a fake sender; the worker does not run by itself (tests call `drain()`). */
export const pushWith = (sender: PushSender, worker = false): PushConfig => ({
  vapid: null,
  subject: 'mailto:hola@colla.test',
  worker,
  intervalMs: 60_000,
  sender,
});

export const quietLogger: MailLogger = { info() {}, warn() {}, error() {} };

/** A PushSubscription as the portal registers it. */
export const subscription = (name: string) =>
  JSON.stringify({
    endpoint: `https://push.example.test/send/${name}`,
    expirationTime: null,
    keys: { p256dh: `p256dh-${name}`, auth: `auth-${name}` },
  });

export async function registerDevice(
  t: TestApp,
  token: string,
  device: string,
  platform: 'web' | 'ios' | 'android',
): Promise<string> {
  const value = platform === 'web' ? subscription(device) : `native-${device}`;
  const result = await t.call('POST', '/api/device-tokens', {
    token,
    body: { token: value, platform },
  });
  expect(result.status).toBe(201);
  return value;
}

/** The user's web device tokens (what a push per device goes to). */
export async function webTokens(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ token: deviceTokens.token })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.platform, 'web')))
    .orderBy(asc(deviceTokens.token));
  return rows.map((row) => row.token);
}

export async function lastNotificationId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(notifications.id) }).from(notifications);
  return row?.id ?? 0;
}

/** A creator applies to a proposal over HTTP; the call must succeed. Returns the application id. */
export async function applyOverHttp(
  t: TestApp,
  proposalId: number,
  token: string,
  message: string,
): Promise<number> {
  const result = await t.call('POST', `/api/creator/proposals/${proposalId}/applications`, {
    token,
    body: { message },
  });
  expect(result.status).toBe(201);
  return (result.body as { id: number }).id;
}

export async function notificationsSince(t: TestApp, afterId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(gt(notifications.id, afterId))
    .orderBy(asc(notifications.id));
}

export async function deliveriesOf(t: TestApp, notificationId: number) {
  return t.database.db
    .select()
    .from(pushDeliveries)
    .where(eq(pushDeliveries.notificationId, notificationId))
    .orderBy(asc(pushDeliveries.id));
}
