import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import {
  MEDIA_SECRET_FILE,
  createStorageLinks,
  isPrivateStoragePath,
  resolveMediaSecret,
} from './storage-links';

describe('the secret of private files’ links', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'colla-media-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('comes from MEDIA_URL_SECRET, which must be long enough', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', MEDIA_URL_SECRET: ` ${secret} ` });
    expect(resolveMediaSecret(config, () => undefined)).toBe(secret);
    expect(() => loadConfig({ MEDIA_URL_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('is generated once into DATA_DIR outside production (mode 600) and reused', () => {
    const dir = tempDir();
    const log: string[] = [];
    const first = resolveMediaSecret(loadConfig({ DATA_DIR: dir }), (line) => log.push(line));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, MEDIA_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(log).toHaveLength(1);
    expect(resolveMediaSecret(loadConfig({ DATA_DIR: dir }), (line) => log.push(line))).toBe(first);
    expect(log).toHaveLength(1);
  });

  it('stops a production server that has none', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(() => resolveMediaSecret(config, () => undefined)).toThrow(/MEDIA_URL_SECRET/);
  });
});

describe('signed links', () => {
  const now = new Date('2026-06-15T19:32:00Z');
  const links = createStorageLinks('s'.repeat(40), () => now);

  it('are given for private files only', () => {
    expect(isPrivateStoragePath('/storage/media/a.mp4')).toBe(true);
    expect(isPrivateStoragePath('/storage/proposals/../media/a.mp4')).toBe(true);
    expect(isPrivateStoragePath('/storage/mediax/a.mp4')).toBe(false);
    expect(links.url('/storage/avatars/a.png')).toBe('/storage/avatars/a.png');
    expect(links.url(null)).toBeNull();
    expect(links.url('/storage/media/a.mp4')).toMatch(/^\/storage\/media\/a\.mp4\?exp=\d+&sig=/);
  });

  it('last at least an hour, at most 70 minutes', () => {
    const url = new URL(links.url('/storage/media/a.mp4'), 'http://colla.test');
    const exp = Number(url.searchParams.get('exp'));
    const left = exp - now.getTime() / 1000;
    expect(left).toBeGreaterThanOrEqual(3600);
    expect(left).toBeLessThanOrEqual(4200);
    const check = (at: Date) =>
      links.check(url.pathname, url.searchParams.get('exp'), url.searchParams.get('sig'), at);
    expect(check(now)).toEqual({ ok: true, secondsLeft: left });
    expect(check(new Date(exp * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(links.check(url.pathname, null, null, now)).toEqual({ ok: false, reason: 'missing' });
  });
});
