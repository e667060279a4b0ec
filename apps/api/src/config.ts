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
  /** Load the demo data on an empty database. */
  demoData: boolean;
  /** Serve the built site and portal (apps/site/dist, apps/portal/dist). */
  serveApps: boolean;
  /** Public URL of this server, for links in emails and feeds. */
  publicUrl: string;
  rateLimit: { perMinute: number; authPerMinute: number };
  uploads: { imageMaxBytes: number; videoMaxBytes: number };
  /** Log requests (off in tests). */
  logger: boolean;
  /**
   * Outgoing email. Every mail is recorded in `mail_outbox`; with `smtpUrl` it is also sent
   * through that SMTP server once its transaction commits (see src/mail/transport.ts).
   */
  mail: MailConfig;
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
    // Demo data never loads in production unless asked for.
    demoData: flag(env.DEMO_DATA) ?? !production,
    serveApps: flag(env.SERVE_APPS) ?? true,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    rateLimit: {
      perMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
      authPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 10),
    },
    uploads: {
      imageMaxBytes: Number(env.UPLOAD_IMAGE_MAX_BYTES ?? 10 * 1024 * 1024),
      videoMaxBytes: Number(env.UPLOAD_VIDEO_MAX_BYTES ?? 200 * 1024 * 1024),
    },
    logger: flag(env.LOG_REQUESTS) ?? true,
    mail: mailConfig(env),
  };
}

/** A configuration for tests: in-memory database, no demo data, no apps, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    dataDir: null,
    storageDir: `${process.env.TMPDIR ?? '/tmp'}/colla-test-storage-${process.pid}`,
    demoData: false,
    serveApps: false,
    logger: false,
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}
