import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { toPicture } from './serializers/common';
import { picturePath, removePicture, storePicture, type StoredPicture } from './storage';
import type { Config } from './config';

/**
 * Issue 18, item 5: portfolio pictures, brand photos and logos are stored once and served resized
 * (400 and 1200 px wide, WebP), with their size known so every <img> carries width and height.
 */

let config: Config;
beforeAll(async () => {
  config = testConfig({ storageDir: await mkdtemp(join(tmpdir(), 'colla-pictures-')) });
});
afterAll(async () => {
  await rm(config.storageDir, { recursive: true, force: true });
});

const image = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f4e' } })
    .toFormat(format)
    .withExifMerge({ IFD0: { Make: 'ColllaCam' } })
    .toBuffer();

async function variant(picture: StoredPicture, width: 400 | 1200) {
  const path = picturePath(picture.base, width);
  const bytes = await readFile(join(config.storageDir, path.slice('/storage/'.length)));
  return sharp(bytes).metadata();
}

describe('storePicture', () => {
  it('keeps a 400 px and a 1200 px WebP of a large photo, with the 1200 px size', async () => {
    const picture = await storePicture(config, 'pictures', await image(3000, 2000), 'photo');
    expect(picture.base).toMatch(/^\/storage\/pictures\/[A-Za-z0-9_-]+$/);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1200, height: 800 });
    const small = await variant(picture, 400);
    const large = await variant(picture, 1200);
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 267]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 1200, 800]);
    // Nothing of the camera's metadata is kept.
    expect(large.exif).toBeUndefined();
    expect(small.exif).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const picture = await storePicture(config, 'pictures', await image(300, 500, 'png'), 'photo');
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 300, height: 500 });
    expect((await variant(picture, 400)).width).toBe(300);
    expect((await variant(picture, 1200)).width).toBe(300);
  });

  it('refuses what is not an image, or an image that cannot be read, and keeps nothing', async () => {
    const folder = 'refused';
    await expect(
      storePicture(config, folder, Buffer.from('not an image'), 'photo'),
    ).rejects.toMatchObject({
      status: 422,
      errors: { photo: [{ id: expect.stringContaining('must be an image') as unknown }] },
    });
    const broken = Buffer.concat([(await image(50, 50)).subarray(0, 40), Buffer.alloc(40)]);
    await expect(storePicture(config, folder, broken, 'photo')).rejects.toMatchObject({
      status: 422,
      errors: {
        photo: [{ id: expect.stringContaining('could not be read as an image') as unknown }],
      },
    });
    const left = await readdir(join(config.storageDir, folder)).catch(() => []);
    expect(left).toEqual([]);
  });

  it('refuses an image over the upload limit with a 413', async () => {
    const small = testConfig({
      storageDir: config.storageDir,
      uploads: { imageMaxBytes: 100, videoMaxBytes: 100 },
    });
    await expect(
      storePicture(small, 'pictures', await image(200, 200), 'photo'),
    ).rejects.toMatchObject({
      status: 413,
    });
  });

  it('serializes as the contract Picture and removes every variant', async () => {
    const picture = await storePicture(config, 'gone', await image(800, 800), 'photo');
    expect(toPicture(picture, (path) => `${path}?signed`)).toEqual({
      src: `${picture.base}-1200.webp?signed`,
      src_small: `${picture.base}-400.webp?signed`,
      width: 800,
      height: 800,
    });
    expect(await readdir(join(config.storageDir, 'gone'))).toHaveLength(2);
    await removePicture(config, picture.base);
    expect(await readdir(join(config.storageDir, 'gone'))).toEqual([]);
  });
});
