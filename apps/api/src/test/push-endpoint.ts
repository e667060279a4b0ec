// A local stand-in for a web push service (FCM, Mozilla autopush…), so tests of web push never
// leave the machine. It hands out subscriptions like a browser's `PushSubscription.toJSON()`
// (a fresh P-256 key pair and 16-byte auth secret per device), accepts what the `web-push`
// library POSTs to them (RFC 8291 aes128gcm content, RFC 8292 VAPID `Authorization: vapid t=…,
// k=…`), checks the VAPID token's signature, decrypts the payload with the subscription's private
// key and answers 201 like a real push service (410 for a subscription marked gone, 404 for an
// unknown one, 400 for a body it cannot decrypt, 401 for a missing or bad VAPID token).
//
// It listens on 127.0.0.1, over plain HTTP by default: fine for a sender that builds the request
// with web-push's `generateRequestDetails` and sends it itself (fetch). web-push's own
// `sendNotification` always speaks HTTPS (it calls https.request whatever the endpoint's
// scheme): for it, start with `{ https: true }` and pass `agent` (an https.Agent whose only CA is
// the fixed self-signed test certificate below, valid 2000–2100 for IP 127.0.0.1 and localhost)
// as its `agent` option. That key is a test fixture only: it protects nothing.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { ECDH } from 'node:crypto';
import webpush from 'web-push';
import type { HttpEce } from './http-ece';

const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg8ZygefVrP0/c84go
I61SaRkrKGHmXU7vAUJS9VIO4kmhRANCAATDWO4cfQ0dJNSqXS0ltbPYPl/kN3LX
zc7GGh7pfBeBXgTn3yn5jwlICxCC57XrdkM5hs7BVhYpQ1xTMNPOpmRo
-----END PRIVATE KEY-----
`;

/** Self-signed, CN colla-test-push-endpoint, SAN IP:127.0.0.1 and DNS:localhost, 2000–2100. */
export const PUSH_ENDPOINT_CA = `-----BEGIN CERTIFICATE-----
MIIBpzCCAU2gAwIBAgIBATAKBggqhkjOPQQDAjAjMSEwHwYDVQQDDBhjb2xsYS10
ZXN0LXB1c2gtZW5kcG9pbnQwIBcNMDAwMTAxMDAwMDAwWhgPMjEwMDAxMDEwMDAw
MDBaMCMxITAfBgNVBAMMGGNvbGxhLXRlc3QtcHVzaC1lbmRwb2ludDBZMBMGByqG
SM49AgEGCCqGSM49AwEHA0IABMNY7hx9DR0k1KpdLSW1s9g+X+Q3ctfNzsYaHul8
F4FeBOffKfmPCUgLEILntet2QzmGzsFWFilDXFMw086mZGijcDBuMBoGA1UdEQQT
MBGHBH8AAAGCCWxvY2FsaG9zdDAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIH
gDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNVHQ4EFgQUEKPsVkY87jBN+ofbYZIP
Ly7CemowCgYIKoZIzj0EAwIDSAAwRQIgHAtUwTDVkbryMmoIkfC6gXqgalQyvNU1
cCAk0do7XTsCIQD/cl7REScT08yv1acBEYUSKx6zJJvEiWCoioSaSFbnDg==
-----END CERTIFICATE-----
`;

/** What a browser's `PushSubscription.toJSON()` gives (the server stores it as a device). */
export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The claims of a VAPID token whose signature checked out against its `k` key. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (`k`, base64url, uncompressed P-256 point). */
  publicKey: string;
}

/** One push the endpoint accepted (answered 201) and decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted plaintext, JSON-parsed (the text itself when it is not JSON). */
  payload: unknown;
  /** The TTL header in seconds (undefined when absent). */
  ttl: number | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The raw Authorization header (`vapid t=…, k=…`). */
  authorization: string | undefined;
  vapid: VapidClaims;
}

export interface PushEndpointOptions {
  /** Serve HTTPS (for web-push's sendNotification) instead of plain HTTP. */
  https?: boolean;
}

export interface PushEndpoint {
  /** The service's origin, e.g. http://127.0.0.1:41234 (https:// with `{ https: true }`). */
  url: string;
  /** The certificate an HTTPS endpoint presents (trust it to send there). */
  ca: string;
  /** An https.Agent that trusts `ca`: web-push's `agent` option (for an HTTPS endpoint). */
  agent: Agent;
  /** A new device: a fresh P-256 key pair and auth secret, and its own endpoint URL. */
  newSubscription(): TestPushSubscription;
  /** Every push accepted so far, oldest first. */
  received: ReceivedPush[];
  /** Resolves with the first received push (already here or yet to come) that matches. */
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** From now on the endpoint answers 410 Gone for this subscription (an unsubscribed device). */
  gone(endpoint: string): void;
  close(): Promise<void>;
}

interface Device {
  keys: ECDH;
  auth: Buffer;
  gone: boolean;
}

interface Waiter {
  predicate: (push: ReceivedPush) => boolean;
  resolve: (push: ReceivedPush) => void;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed by the key `k`,
 * for this service's origin, not expired. Returns its claims, or a reason it was refused.
 */
export function verifyVapid(
  authorization: string | undefined,
  audience: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): VapidClaims | string {
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!match?.[1]) return 'no vapid authorization';
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) params.set(name.trim(), rest.join('=').trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return 'vapid needs t and k';
  const [encodedHeader, encodedClaims, encodedSignature] = token.split('.');
  if (!encodedHeader || !encodedClaims || !encodedSignature) return 'malformed token';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const jwtHeader = parseJson(Buffer.from(encodedHeader, 'base64url').toString('utf8'));
  if (!isRecord(jwtHeader) || jwtHeader.alg !== 'ES256') return 'token is not ES256';
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const claims = parseJson(Buffer.from(encodedClaims, 'base64url').toString('utf8'));
  if (!isRecord(claims)) return 'malformed claims';
  const { aud, exp, sub } = claims;
  if (aud !== audience) return `aud ${String(aud)} is not ${audience}`;
  if (typeof exp !== 'number' || exp <= nowSeconds) return 'token expired';
  if (exp > nowSeconds + 24 * 60 * 60) return 'token expires more than 24 hours ahead';
  if (typeof sub !== 'string') return 'no sub';
  return { aud, exp, sub, publicKey: key };
}

const optionalNumber = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/** Starts the stand-in push service on a free port of 127.0.0.1. */
export async function startPushEndpoint(options: PushEndpointOptions = {}): Promise<PushEndpoint> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  let waiters: Waiter[] = [];
  let url = '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const answer = (status: number, text = '') => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(text);
    };
    const body = await readBody(request);
    const endpoint = url + (request.url ?? '');
    const device = devices.get(endpoint);
    if (request.method !== 'POST') return answer(405);
    if (!device) return answer(404, 'no such subscription');
    if (device.gone) return answer(410, 'push subscription has unsubscribed or expired');
    const authorization = header(request, 'authorization');
    const vapid = verifyVapid(authorization, url);
    if (typeof vapid === 'string') return answer(401, vapid);
    if (header(request, 'content-encoding') !== 'aes128gcm') {
      return answer(415, 'content-encoding must be aes128gcm');
    }
    let plaintext: string;
    try {
      plaintext = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth })
        .toString('utf8');
    } catch (error) {
      return answer(400, `cannot decrypt: ${String(error)}`);
    }
    const push: ReceivedPush = {
      endpoint,
      payload: parseJson(plaintext) ?? plaintext,
      ttl: optionalNumber(header(request, 'ttl')),
      urgency: header(request, 'urgency'),
      topic: header(request, 'topic'),
      authorization,
      vapid,
    };
    received.push(push);
    const ready = waiters.filter((waiter) => waiter.predicate(push));
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve(push);
    response.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` });
    response.end();
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  };
  const server = options.https
    ? createHttpsServer({ key: TEST_KEY, cert: PUSH_ENDPOINT_CA }, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scheme = options.https ? 'https' : 'http';
  url = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: PUSH_ENDPOINT_CA });

  return {
    url,
    ca: PUSH_ENDPOINT_CA,
    agent,
    received,
    newSubscription() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      devices.set(endpoint, { keys, auth, gone: false });
      return {
        endpoint,
        keys: { p256dh: keys.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    waitFor(predicate, timeoutMs = 5_000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== entry);
          reject(
            new Error(`no matching push within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        const entry: Waiter = {
          predicate,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        };
        waiters.push(entry);
      });
    },
    gone(endpoint) {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`unknown subscription ${endpoint}`);
      device.gone = true;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

let testVapid: VapidDetails | undefined;

/** A VAPID key pair made once per test process. */
export function testVapidDetails(): VapidDetails {
  testVapid ??= { subject: 'mailto:push-tests@colla.test', ...webpush.generateVAPIDKeys() };
  return testVapid;
}

/**
 * Sends a push the way a server-side sender does — web-push encrypts the payload for the
 * subscription and signs the VAPID token (`generateRequestDetails`), fetch POSTs it — and returns
 * the push service's HTTP status. For a plain-HTTP endpoint (fetch does not trust the HTTPS
 * one's certificate); `payload` is JSON-encoded unless it is a string.
 */
export async function sendWebPush(
  subscription: TestPushSubscription,
  payload: unknown,
  {
    vapidDetails = testVapidDetails(),
    ttl = 60,
  }: { vapidDetails?: VapidDetails; ttl?: number } = {},
): Promise<number> {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const details = webpush.generateRequestDetails(subscription, text, {
    vapidDetails,
    TTL: ttl,
    urgency: 'normal',
  });
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers,
    body: new Uint8Array(details.body ?? Buffer.alloc(0)),
  });
  await response.arrayBuffer();
  return response.status;
}
