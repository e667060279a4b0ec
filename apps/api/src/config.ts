import { parseLogLevel, type LogLevel } from './http/logging';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL URL; without it, embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder for PGlite's files and uploaded files; `null` keeps the database in memory. */
  dataDir: string | null;
  /** Where uploaded files are written (served under /storage). */
  storageDir: string;
  /**
   * MEDIA_URL_SECRET: signs the expiring links to private files (deal content, media
   * libraries; src/storage-links.ts). Without it the server generates one into DATA_DIR at
   * start outside production (`resolveMediaSecret`); production refuses to start.
   */
  mediaUrlSecret: string | null;
  /** Load the demo data on an empty database. */
  demoData: boolean;
  /** Serve the built site and portal (apps/site/dist, apps/portal/dist). */
  serveApps: boolean;
  /** Public URL of this server, for links in emails and feeds. */
  publicUrl: string;
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For` tells the client's address (Fastify's
   * trustProxy): false (the default: the socket's address), a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** The flood guard of every route, per client address and process (RATE_LIMIT_PER_MINUTE). */
  rateLimit: { perMinute: number };
  /** Throttling of sign-in and the account doors, shared by every process (src/http/throttle.ts). */
  throttle: ThrottleConfig;
  /** How often scheduled notifications, reminders and sweeps run (SCHEDULER_INTERVAL_MS). */
  schedulerIntervalMs: number;
  /**
   * REQUEST_TIMEOUT_MS: the longest a request may take to arrive whole (a 200 MB video at
   * 1 MB/s fits); IDLE_TIMEOUT_MS: a connection on which nothing moves is closed (chat streams
   * send a comment every 25 s).
   */
  timeouts: { requestMs: number; idleMs: number };
  uploads: { imageMaxBytes: number; videoMaxBytes: number };
  /** Log at all (off in tests). */
  logger: boolean;
  /** LOG_LEVEL: what is logged (src/http/logging.ts); errors always are. */
  logLevel: LogLevel;
  /**
   * Outgoing email. Every mail is recorded in `mail_outbox`; with `smtpUrl` it is also sent
   * through that SMTP server once its transaction commits (see src/mail/transport.ts).
   */
  mail: MailConfig;
  /** Web push (VAPID) and its delivery queue (see src/push/). */
  push: PushConfig;
}

/**
 * Sends one web push to a subscription (the device token's text, a PushSubscription as JSON).
 * Answers `gone` when the push service says the subscription no longer exists (404/410);
 * throws on any other failure (retried later). Tests replace the web-push sender with a fake.
 */
export interface PushSender {
  send(subscription: string, payload: string): Promise<'sent' | 'gone'>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:…` or an https URL the push services can contact. */
  subject: string;
}

export interface PushConfig {
  /**
   * VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). Without them no web push
   * is sent (the queue rows stay pending); outside production the server generates a pair at
   * start and keeps it in `<DATA_DIR>/vapid.json`.
   */
  vapid: VapidKeys | null;
  /** VAPID_SUBJECT, for keys generated at start. */
  subject: string;
  /** Run the delivery worker (on an interval and after each commit that created notifications). */
  worker: boolean;
  /** How often the worker looks for due deliveries (PUSH_INTERVAL_MS, default 10 s). */
  intervalMs: number;
  /** Replaces the web-push sender (tests). */
  sender?: PushSender | undefined;
}

/** At most `limit` in a window of `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleConfig {
  /** Failed sign-ins of one account from one address (then a wait that doubles each time). */
  signInAccountAddress: ThrottleRule;
  /** Failed sign-ins of one account from all addresses (credential stuffing). */
  signInAccount: ThrottleRule;
  /** Failed sign-ins from one address over all accounts (password spraying). */
  signInAddress: ThrottleRule;
  /** The first wait once a sign-in limit is reached; it doubles with each further failure. */
  signInWaitMs: number;
  /** The longest sign-in wait. */
  signInMaxWaitMs: number;
  /** Registrations from one address (each attempt counts). */
  registerAddress: ThrottleRule;
  /** Password-reset requests from one address, and for one email. */
  passwordForgotAddress: ThrottleRule;
  passwordForgotEmail: ThrottleRule;
  /** Password resets (with a link's token) from one address. */
  passwordResetAddress: ThrottleRule;
  /** Invitation acceptances from one address. */
  invitationAddress: ThrottleRule;
  /** Businesses' requests to join (the site's form) from one address. */
  brandRequestAddress: ThrottleRule;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function duration(name: string, raw: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(raw.trim());
  if (!match) throw new Error(`${name} must be a duration such as 30s, 15m or 1h (got "${raw}").`);
  const value = Number(match[1]) * (UNITS[match[2] ?? 's'] ?? 1000);
  if (value <= 0) throw new Error(`${name} must be longer than nothing (got "${raw}").`);
  return value;
}

function rule(env: NodeJS.ProcessEnv, name: string, fallback: string): ThrottleRule {
  const raw = env[name]?.trim() || fallback;
  const [limit, window] = raw.split('/');
  if (!limit || !/^\d+$/.test(limit) || Number(limit) < 1 || window === undefined) {
    throw new Error(`${name} must be a count and a window such as 5/15m (got "${raw}").`);
  }
  return { limit: Number(limit), windowMs: duration(name, window) };
}

/** Reads the THROTTLE_* variables (README: Configuration). */
export function throttleConfig(env: NodeJS.ProcessEnv = {}): ThrottleConfig {
  return {
    signInAccountAddress: rule(env, 'THROTTLE_SIGN_IN_ACCOUNT_ADDRESS', '5/15m'),
    signInAccount: rule(env, 'THROTTLE_SIGN_IN_ACCOUNT', '20/1h'),
    signInAddress: rule(env, 'THROTTLE_SIGN_IN_ADDRESS', '100/15m'),
    signInWaitMs: duration('THROTTLE_SIGN_IN_WAIT', env.THROTTLE_SIGN_IN_WAIT || '1m'),
    signInMaxWaitMs: duration('THROTTLE_SIGN_IN_MAX_WAIT', env.THROTTLE_SIGN_IN_MAX_WAIT || '1h'),
    registerAddress: rule(env, 'THROTTLE_REGISTER_ADDRESS', '100/1h'),
    passwordForgotAddress: rule(env, 'THROTTLE_PASSWORD_FORGOT_ADDRESS', '100/1h'),
    passwordForgotEmail: rule(env, 'THROTTLE_PASSWORD_FORGOT_EMAIL', '5/1h'),
    passwordResetAddress: rule(env, 'THROTTLE_PASSWORD_RESET_ADDRESS', '100/1h'),
    invitationAddress: rule(env, 'THROTTLE_INVITATION_ADDRESS', '100/1h'),
    brandRequestAddress: rule(env, 'THROTTLE_BRAND_REQUEST_ADDRESS', '5/1h'),
  };
}

/** Every throttle at `limit` per hour (tests and benchmarks that are not about throttling). */
export function relaxedThrottle(limit = 1_000_000): ThrottleConfig {
  const every = (value: ThrottleRule) => ({ ...value, limit });
  const base = throttleConfig();
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      typeof value === 'number' ? value : every(value),
    ]),
  ) as unknown as ThrottleConfig;
}

/** TRUST_PROXY: off (default), true, a hop count, or comma-separated addresses/CIDRs. */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'on', 'yes'].includes(value.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY=true would believe any client’s X-Forwarded-For: name the proxy’s addresses (e.g. 127.0.0.1) or a hop count.',
    );
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:hola@colla.test';

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || fallback);
  if (!Number.isFinite(value) || value < 100) {
    throw new Error(`${name} must be a number of milliseconds, at least 100.`);
  }
  return value;
}

/** Reads VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT and PUSH_INTERVAL_MS. */
function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https:// URL.');
  }
  const intervalMs = milliseconds(env, 'PUSH_INTERVAL_MS', 10_000);
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey, subject } : null,
    subject,
    worker: flag(env.PUSH_WORKER) ?? true,
    intervalMs,
  };
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (TLS); none: outbox only. */
  smtpUrl: string | undefined;
  /** The From of every mail, e.g. `Colla <hola@colla.test>`. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Colla <hola@colla.test>';

/** Reads SMTP_URL and MAIL_FROM; a URL that is not smtp:// or smtps:// stops the server at start. */
function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL is not a valid URL (expected smtp://user:pass@host:587).');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
    }
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** MEDIA_URL_SECRET: unset, or at least 32 characters. */
function mediaUrlSecret(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (value.length < 32) {
    throw new Error('MEDIA_URL_SECRET must be at least 32 characters (openssl rand -base64 48).');
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const dataDir = env.DATA_DIR ?? `${repoRoot}.data`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storageDir: env.STORAGE_DIR ?? `${dataDir}/storage`,
    mediaUrlSecret: mediaUrlSecret(env.MEDIA_URL_SECRET),
    // Demo data never loads in production unless asked for.
    demoData: flag(env.DEMO_DATA) ?? !production,
    serveApps: flag(env.SERVE_APPS) ?? true,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: { perMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200) },
    throttle: throttleConfig(env),
    schedulerIntervalMs: milliseconds(env, 'SCHEDULER_INTERVAL_MS', 15_000),
    timeouts: {
      requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 300_000),
      idleMs: milliseconds(env, 'IDLE_TIMEOUT_MS', 60_000),
    },
    uploads: {
      imageMaxBytes: Number(env.UPLOAD_IMAGE_MAX_BYTES ?? 10 * 1024 * 1024),
      videoMaxBytes: Number(env.UPLOAD_VIDEO_MAX_BYTES ?? 200 * 1024 * 1024),
    },
    logger: true,
    logLevel: parseLogLevel(env.LOG_LEVEL, production),
    mail: mailConfig(env),
    push: pushConfig(env),
  };
}

/** A configuration for tests: in-memory database, no demo data, no apps, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    dataDir: null,
    storageDir: `${process.env.TMPDIR ?? '/tmp'}/colla-test-storage-${process.pid}`,
    mediaUrlSecret: randomBytes(32).toString('base64url'),
    demoData: false,
    serveApps: false,
    logger: false,
    publicUrl: 'http://localhost:3000',
    // No push delivery unless a test turns it on (push: { ..., worker: true }).
    push: { vapid: null, subject: DEFAULT_VAPID_SUBJECT, worker: false, intervalMs: 60_000 },
    ...overrides,
  };
}
