import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../config';
import { createTestApp, type CallResult, type TestApp } from './harness';

/**
 * A tiny file system (a 1 MB tmpfs) for the full-disk tests: a file larger than it fails with
 * ENOSPC, as on a full disk. Mounting needs root (as in CI and on this project's machines); when
 * it fails the test fails and says why, it is never skipped.
 */
export interface FullDisk {
  dir: string;
  /** Every file left in it (folders aside), relative to it. */
  files(): string[];
  unmount(): void;
}

export const FULL_DISK_BYTES = 1024 * 1024;

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export function mountFullDisk(): FullDisk {
  const dir = mkdtempSync(join(tmpdir(), 'colla-full-disk-'));
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${FULL_DISK_BYTES},mode=0755`, 'tmpfs', dir]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `The full-disk tests need a 1 MB tmpfs: \`mount -t tmpfs -o size=1m tmpfs ${dir}\` failed (${stderr || String(error)}). Run them as root (or with CAP_SYS_ADMIN), as CI does.`,
    );
  }
  const files = (folder = dir, prefix = ''): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
  return {
    dir,
    files: () => files(),
    unmount() {
      run('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `fn` against a server whose storage is a fresh full disk, then checks that nothing (no
 * final file, no temporary one) was left on it, and unmounts it.
 */
export async function onFullDisk(
  fn: (t: TestApp, disk: FullDisk) => Promise<CallResult>,
  overrides: Partial<Config> = {},
): Promise<CallResult> {
  const disk = mountFullDisk();
  try {
    const t = await createTestApp({ ...overrides, storageDir: disk.dir });
    try {
      const result = await fn(t, disk);
      const left = disk.files();
      if (left.length > 0) throw new Error(`files left on the full disk: ${left.join(', ')}`);
      return result;
    } finally {
      await t.close();
    }
  } finally {
    disk.unmount();
  }
}

/**
 * A PNG of random pixels, so it does not compress: `width`×`height`×3 bytes and a little more,
 * also after being re-encoded. 700×700 is about 1.5 MB, more than the full disk holds.
 */
export function noisePng(width = 700, height = 700): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
