import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import type { Config, VapidKeys } from '../config';

export const VAPID_FILE = 'vapid.json';

interface StoredKeys {
  publicKey: string;
  privateKey: string;
}

function isStoredKeys(value: unknown): value is StoredKeys {
  return (
    typeof value === 'object' &&
    value !== null &&
    'publicKey' in value &&
    'privateKey' in value &&
    typeof value.publicKey === 'string' &&
    typeof value.privateKey === 'string' &&
    value.publicKey !== '' &&
    value.privateKey !== ''
  );
}

/** Reads the key pair kept in `file`, or generates one and keeps it there (mode 600). */
export function loadOrCreateVapidKeys(file: string): { keys: StoredKeys; created: boolean } {
  const damaged = (cause?: unknown) =>
    new Error(`${file} is not a VAPID key pair; remove it to generate a new one.`, { cause });
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw damaged(error);
  }
  if (text !== null) {
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch (error) {
      throw damaged(error);
    }
    if (!isStoredKeys(stored)) throw damaged();
    return { keys: stored, created: false };
  }
  const generated = webpush.generateVAPIDKeys();
  const keys = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { keys, created: true };
}

/**
 * The VAPID keys the server pushes with, decided at start: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set; otherwise, outside production, a pair generated on first start and kept in
 * `<DATA_DIR>/vapid.json` (reused on the next starts); in production without keys, none
 * (web push is off, said once in the log).
 */
export function resolveVapidKeys(
  config: Pick<Config, 'production' | 'dataDir' | 'push'>,
  log: (message: string) => void,
): VapidKeys | null {
  if (config.push.vapid) return config.push.vapid;
  if (config.production) {
    log('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off.');
    return null;
  }
  if (!config.dataDir) return null;
  const file = join(config.dataDir, VAPID_FILE);
  const { keys, created } = loadOrCreateVapidKeys(file);
  if (created) log(`Generated a VAPID key pair for web push in ${file}.`);
  return { ...keys, subject: config.push.subject };
}
