import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { VAPID_FILE, resolveVapidKeys } from './vapid';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'colla-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('come from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:push@colla.example',
      DATA_DIR: tempDir(),
    });
    const log: string[] = [];
    expect(resolveVapidKeys(config, (line) => log.push(line))).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'mailto:push@colla.example',
    });
    expect(log).toEqual([]);
  });

  it('refuse half a pair, a subject that is not mailto:/https:, a bad interval', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/both/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://colla.test' })).toThrow(/mailto/);
    expect(() => loadConfig({ PUSH_INTERVAL_MS: 'soon' })).toThrow(/PUSH_INTERVAL_MS/);
    expect(loadConfig({ PUSH_INTERVAL_MS: '2500', PUSH_WORKER: 'false' }).push).toMatchObject({
      intervalMs: 2500,
      worker: false,
      vapid: null,
    });
  });

  it('outside production, are generated on first start into the data folder and reused', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    const log: string[] = [];
    const first = resolveVapidKeys(config, (line) => log.push(line));
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(first?.subject).toBe('mailto:hola@colla.test');
    expect(log).toEqual([`Generated a VAPID key pair for web push in ${join(dir, VAPID_FILE)}.`]);
    expect(statSync(join(dir, VAPID_FILE)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dir, VAPID_FILE), 'utf8'))).toEqual({
      publicKey: first?.publicKey,
      privateKey: first?.privateKey,
    });
    // The next start reuses them (browsers stay subscribed).
    const second = resolveVapidKeys(config, (line) => log.push(line));
    expect(second).toEqual(first);
    expect(log).toHaveLength(1);
  });

  it('a damaged key file stops the start instead of silently replacing the keys', () => {
    const dir = tempDir();
    writeFileSync(join(dir, VAPID_FILE), 'not json');
    expect(() => resolveVapidKeys(loadConfig({ DATA_DIR: dir }), () => undefined)).toThrow(
      /remove it/,
    );
  });

  it('in production without keys, push is off with one log line', () => {
    const dir = tempDir();
    const log: string[] = [];
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(resolveVapidKeys(config, (line) => log.push(line))).toBeNull();
    expect(log).toEqual(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off.']);
  });
});
