import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Config } from './config';
import { fieldError, payloadTooLarge } from './http/errors';
import { randomSecret } from './auth/secrets';

export interface DetectedType {
  kind: 'image' | 'video';
  mime: string;
  ext: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((byte, i) => buf[offset + i] === byte);

/** The file's type from its magic bytes; names and declared types are never trusted. */
export function detectType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]))
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3]))
    return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return null;
}

/** Decodes `image_base64` (a data URL or bare base64) into bytes; 422 when it is not base64. */
export function decodeBase64(field: string, value: string): Buffer {
  const data = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  const clean = data.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) {
    throw fieldError(field, `The ${field.replaceAll('_', ' ')} must be a base64-encoded image.`);
  }
  return Buffer.from(clean, 'base64');
}

export interface StoredFile {
  /** Same-origin URL path, e.g. /storage/proposals/Xy3….webp */
  path: string;
  type: DetectedType;
  sizeBytes: number;
}

/**
 * Stores an upload under a server-generated name after checking its type by content and its
 * size. Files are served from /storage with their detected type and never executed.
 */
export async function storeUpload(
  config: Config,
  folder: string,
  bytes: Buffer,
  options: { field: string; kinds: DetectedType['kind'][] },
): Promise<StoredFile> {
  const type = detectType(bytes);
  if (!type || !options.kinds.includes(type.kind)) {
    const allowed = options.kinds.includes('video')
      ? 'an image (PNG, JPEG, WebP, GIF) or a video (MP4, MOV, WebM)'
      : 'an image (PNG, JPEG, WebP or GIF)';
    throw fieldError(
      options.field,
      `The ${options.field.replaceAll('_', ' ')} must be ${allowed}.`,
    );
  }
  const limit = type.kind === 'image' ? config.uploads.imageMaxBytes : config.uploads.videoMaxBytes;
  if (bytes.length > limit) {
    throw payloadTooLarge(
      `The file is too large: the limit is ${Math.round(limit / (1024 * 1024))} MB.`,
    );
  }
  const dir = join(config.storageDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomSecret(18)}.${type.ext}`;
  await writeFile(join(dir, name), bytes, { mode: 0o644 });
  return { path: `/storage/${folder}/${name}`, type, sizeBytes: bytes.length };
}

/** Removes a stored file by its /storage path (missing files are fine). */
export async function removeUpload(config: Config, path: string | null): Promise<void> {
  if (!path?.startsWith('/storage/')) return;
  const file = normalize(join(config.storageDir, path.slice('/storage/'.length)));
  if (!file.startsWith(normalize(config.storageDir) + sep)) return;
  await unlink(file).catch(() => undefined);
}
