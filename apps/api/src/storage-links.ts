import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { Config } from './config';

/**
 * Private files under /storage (deal content and the brands' media libraries, `media/`, and the
 * creators' portfolios, `portfolio/`) are
 * served only through signed, expiring links: `/storage/media/<name>?exp=<unix seconds>&sig=…`,
 * an HMAC-SHA256 of the path and the expiry with the server's MEDIA_URL_SECRET. The API gives
 * such links only to those who may see the file (the deal's creator, the brand's managers,
 * admins); the bare address, an expired link or a changed one gets nothing. Public files
 * (proposal images, avatars, brand logos) keep plain, cacheable addresses.
 */

/** The folders of private files. */
const PRIVATE_FOLDERS = ['media', 'portfolio'] as const;

/** A link is good for at least this long after the API gave it. */
export const LINK_LIFETIME_SECONDS = 60 * 60;
/**
 * Expiries are rounded up to this step, so the same file keeps the same link for 10 minutes
 * (lists refetched meanwhile reuse what the browser cached); a link lives up to 70 minutes.
 */
const EXPIRY_STEP_SECONDS = 10 * 60;

/** Whether a /storage path (`/storage/media/x.png`, decoded) is a private file's. */
export function isPrivateStoragePath(path: string): boolean {
  const normal = posix.normalize(path);
  return PRIVATE_FOLDERS.some(
    (folder) => normal === `/storage/${folder}` || normal.startsWith(`/storage/${folder}/`),
  );
}

export type LinkCheck =
  { ok: true; secondsLeft: number } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

export interface StorageLinks {
  /** The address to give out for a stored file: signed when private, as stored otherwise. */
  url(path: string): string;
  url(path: string | null): string | null;
  /** Checks a private file's link (its decoded path and `exp`/`sig` query values) against `now`. */
  check(path: string, exp: string | null, sig: string | null, now: Date): LinkCheck;
}

export function createStorageLinks(secret: string, now: () => Date): StorageLinks {
  const signature = (path: string, exp: string) =>
    createHmac('sha256', secret).update(`${path}\n${exp}`).digest();

  function url(path: string): string;
  function url(path: string | null): string | null;
  function url(path: string | null): string | null {
    if (path === null || !isPrivateStoragePath(path)) return path;
    const seconds = Math.floor(now().getTime() / 1000) + LINK_LIFETIME_SECONDS;
    const exp = String(Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS);
    return `${path}?exp=${exp}&sig=${signature(path, exp).toString('base64url')}`;
  }

  return {
    url,
    check(path, exp, sig, at) {
      if (!exp || !sig) return { ok: false, reason: 'missing' };
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
        return { ok: false, reason: 'invalid' };
      }
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(posix.normalize(path), exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      const secondsLeft = Number(exp) - Math.floor(at.getTime() / 1000);
      if (secondsLeft <= 0) return { ok: false, reason: 'expired' };
      return { ok: true, secondsLeft };
    },
  };
}

export const MEDIA_SECRET_FILE = 'media-url-secret';
/** The shortest MEDIA_URL_SECRET accepted (a generated one is 64 characters). */
export const MEDIA_SECRET_MIN_LENGTH = 32;

/**
 * Reads the secret kept in `file`, or generates one and keeps it there (mode 600). Several
 * processes starting together on one DATA_DIR agree: the file appears whole (a hard link of a
 * complete temporary file) and only the first one wins.
 */
export function loadOrCreateMediaSecret(file: string): { secret: string; created: boolean } {
  const read = () => {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length < MEDIA_SECRET_MIN_LENGTH) {
      throw new Error(`${file} does not hold a secret; remove it to generate a new one.`);
    }
    return text;
  };
  try {
    return { secret: read(), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temp = join(dirname(file), `.${MEDIA_SECRET_FILE}-${process.pid}-${Date.now()}`);
  writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: read(), created: false };
  } finally {
    unlinkSync(temp);
  }
}

/**
 * The secret that signs private files' links, decided at start: MEDIA_URL_SECRET when set;
 * otherwise, outside production, one generated on first start and kept in
 * `<DATA_DIR>/media-url-secret` (every process on that DATA_DIR shares it). Production without
 * MEDIA_URL_SECRET does not start: its links must survive restarts and agree across processes.
 */
export function resolveMediaSecret(
  config: Pick<Config, 'production' | 'dataDir' | 'mediaUrlSecret'>,
  log: (message: string) => void,
): string {
  if (config.mediaUrlSecret) return config.mediaUrlSecret;
  if (config.production) {
    throw new Error(
      'MEDIA_URL_SECRET is not set: it signs the links to deal content (at least 32 characters, e.g. `openssl rand -base64 48`), the same for every process.',
    );
  }
  if (!config.dataDir) return randomBytes(48).toString('base64url');
  const file = join(config.dataDir, MEDIA_SECRET_FILE);
  const { secret, created } = loadOrCreateMediaSecret(file);
  if (created) log(`Generated the secret that signs links to private files in ${file}.`);
  return secret;
}
