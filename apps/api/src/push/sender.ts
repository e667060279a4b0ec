import webpush from 'web-push';
import type { PushSender, VapidKeys } from '../config';

/** How long a push service keeps a push for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

/** A device token of platform web: the browser's PushSubscription as JSON. */
export function parseSubscription(token: string): webpush.PushSubscription | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { endpoint, keys: { p256dh, auth } };
}

export interface WebPushSenderOptions {
  /** Allow `http://` push endpoints (a local stand-in push service); production: https only. */
  allowHttp?: boolean;
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * The production sender: web-push encrypts the payload and signs the VAPID headers
 * (`generateRequestDetails`), the request goes out with fetch (so a local `http://` endpoint
 * works in development and tests). 404/410 answer `gone`; any other non-2xx throws.
 * A token that is not a usable subscription is `gone` too: it can never be delivered.
 */
export function createWebPushSender(
  vapid: VapidKeys,
  {
    allowHttp = false,
    ttlSeconds = PUSH_TTL_SECONDS,
    timeoutMs = SEND_TIMEOUT_MS,
  }: WebPushSenderOptions = {},
): PushSender {
  return {
    async send(token, payload) {
      const subscription = parseSubscription(token);
      if (!subscription) return 'gone';
      if (!allowHttp && !subscription.endpoint.startsWith('https://')) return 'gone';
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency: 'normal',
      });
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers,
        // A byte view, which every fetch typing accepts (the DOM one has no Buffer).
        body: details.body === null ? null : new Uint8Array(details.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`push service answered ${response.status}${text ? `: ${text}` : ''}`);
      }
      return 'sent';
    },
  };
}
