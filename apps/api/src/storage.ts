import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import type { Config } from './config';
import { HttpError, fieldError, payloadTooLarge, type ServerMessage } from './http/errors';
import { randomSecret } from './auth/secrets';

export interface DetectedType {
  kind: 'image' | 'video';
  mime: string;
  ext: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((byte, i) => buf[offset + i] === byte);

/** How many leading bytes `detectType` reads. */
export const TYPE_BYTES = 16;

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
    const attribute = field.replaceAll('_', ' ');
    throw fieldError(
      field,
      /*i18n*/ {
        id: 'The {attribute} must be a base64-encoded image.',
        values: { attribute },
      },
    );
  }
  return Buffer.from(clean, 'base64');
}

// ---------------------------------------------------------------------------------------------
// A full disk

export const INSUFFICIENT_STORAGE_MESSAGE: ServerMessage = /*i18n*/ {
  id: 'We could not store your file because the server is out of space. Please try again later.',
};

/** 507: the disk (or the user's quota) is full; nothing was kept. */
export const insufficientStorage = () => new HttpError(507, INSUFFICIENT_STORAGE_MESSAGE);

/** Whether a file system error says there is no room: ENOSPC (disk full) or EDQUOT (quota). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** A full disk becomes openapi.yaml's 507; any other error stays what it is. */
function storageFailure(error: unknown): unknown {
  return isDiskFull(error) ? insufficientStorage() : error;
}

// ---------------------------------------------------------------------------------------------
// Images: re-encoded without metadata

/**
 * The most pixels an uploaded image may have (100 megapixels: any phone or camera photo). Larger
 * ones are refused before they are decoded, so a small file cannot unpack into gigabytes.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an image in its own format with no metadata at all (EXIF with GPS position, camera
 * and dates, XMP, IPTC, comments): the pixels are decoded and written again, turned upright
 * first as the EXIF orientation said. Animated GIF and WebP keep their frames. An image that
 * cannot be decoded is a 422 on `field`.
 */
export async function cleanImage(
  bytes: Buffer,
  type: DetectedType,
  field: string,
): Promise<CleanImage> {
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  try {
    const image = sharp(bytes, {
      autoOrient: true,
      animated,
      failOn: 'warning',
      limitInputPixels: MAX_IMAGE_PIXELS,
    });
    switch (type.mime) {
      case 'image/png':
        image.png();
        break;
      case 'image/jpeg':
        image.jpeg({ quality: 90 });
        break;
      case 'image/webp':
        image.webp({ quality: 90 });
        break;
      case 'image/gif':
        image.gif();
        break;
      default:
        throw new Error(`not an image type: ${type.mime}`);
    }
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw unreadableImage(error, field);
  }
}

/** The 422 on `field` for an image sharp could not decode (or that has too many pixels). */
function unreadableImage(error: unknown, field: string): HttpError {
  const pixels = error instanceof Error && /pixel limit/i.test(error.message);
  return fieldError(
    field,
    pixels
      ? /*i18n*/ {
          id: 'The image is too large: at most {megapixels} megapixels.',
          values: { megapixels: String(MAX_IMAGE_PIXELS / 1_000_000) },
        }
      : /*i18n*/ {
          id: 'The {attribute} could not be read as an image.',
          values: { attribute: field.replaceAll('_', ' ') },
        },
  );
}

// ---------------------------------------------------------------------------------------------
// Writing: a temporary file in the same folder, renamed once complete

/** Temporary files start with a dot: never served (dotfiles are refused) and easy to sweep. */
const TEMP_PREFIX = '.upload-';
const TEMP_SUFFIX = '.part';

const tempName = () => `${TEMP_PREFIX}${randomSecret(12)}${TEMP_SUFFIX}`;

async function folderFor(config: Config, folder: string): Promise<string> {
  const dir = join(config.storageDir, folder);
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw storageFailure(error);
  }
  return dir;
}

/** Writes `bytes` to `<dir>/<name>` through a temporary file: the final name is whole or absent. */
async function writeWhole(dir: string, name: string, bytes: Buffer): Promise<void> {
  const temp = join(dir, tempName());
  try {
    await writeFile(temp, bytes, { mode: 0o644, flag: 'wx' });
    await rename(temp, join(dir, name));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw storageFailure(error);
  }
}

export interface StoredFile {
  /** Same-origin URL path, e.g. /storage/proposals/Xy3….webp */
  path: string;
  type: DetectedType;
  sizeBytes: number;
  /** Pixel size of a stored image (after turning it upright); null for videos. */
  width: number | null;
  height: number | null;
}

export function typeMessage(field: string, kinds: readonly DetectedType['kind'][]): ServerMessage {
  const attribute = field.replaceAll('_', ' ');
  return kinds.includes('video')
    ? /*i18n*/ {
        id: 'The {attribute} must be an image (PNG, JPEG, WebP, GIF) or a video (MP4, MOV, WebM).',
        values: { attribute },
      }
    : /*i18n*/ {
        id: 'The {attribute} must be an image (PNG, JPEG, WebP or GIF).',
        values: { attribute },
      };
}

const limitFor = (config: Config, type: DetectedType) =>
  type.kind === 'image' ? config.uploads.imageMaxBytes : config.uploads.videoMaxBytes;

function tooLarge(limit: number): HttpError {
  return payloadTooLarge(
    /*i18n*/ {
      id: 'The file is too large: the limit is {mb} MB.',
      values: { mb: String(Math.round(limit / (1024 * 1024))) },
    },
  );
}

const newName = (type: DetectedType) => `${randomSecret(18)}.${type.ext}`;

/**
 * Stores an upload held in memory (a base64 image of a JSON body) under a server-generated name
 * after checking its type by content and its size; images are re-encoded without metadata
 * (`cleanImage`). Files are served from /storage with their detected type and never executed.
 * A full disk is a 507 and leaves nothing behind.
 */
export async function storeUpload(
  config: Config,
  folder: string,
  bytes: Buffer,
  options: { field: string; kinds: DetectedType['kind'][] },
): Promise<StoredFile> {
  const type = detectType(bytes);
  if (!type || !options.kinds.includes(type.kind)) {
    throw fieldError(options.field, typeMessage(options.field, options.kinds));
  }
  const limit = limitFor(config, type);
  if (bytes.length > limit) throw tooLarge(limit);
  const image = type.kind === 'image' ? await cleanImage(bytes, type, options.field) : null;
  const data = image?.bytes ?? bytes;
  const dir = await folderFor(config, folder);
  const name = newName(type);
  await writeWhole(dir, name, data);
  return {
    path: `/storage/${folder}/${name}`,
    type,
    sizeBytes: data.length,
    width: image?.width ?? null,
    height: image?.height ?? null,
  };
}

/**
 * Writes all of `bytes`: a write on a filling disk may write only part of them without an error
 * (the next one fails with ENOSPC).
 */
async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    if (bytesWritten === 0) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    offset += bytesWritten;
  }
}

/**
 * A file streamed to a temporary file, not yet checked whole: `commitReceived` stores it,
 * `discard` removes what is left of it (always call it, e.g. in `finally`).
 */
export interface ReceivedFile {
  folder: string;
  /** The temporary file; null when nothing was kept (refused while streaming, or empty). */
  tempPath: string | null;
  type: DetectedType | null;
  /** Every byte the client sent for the file, kept or not. */
  sizeBytes: number;
  /** Why it was refused while streaming, if it was. */
  problem: 'type' | 'size' | 'disk' | null;
  discard(): Promise<void>;
}

/**
 * Streams a file to a temporary file in `<storageDir>/<folder>`, holding only one chunk in
 * memory. Its type is read from its first bytes; a file of a kind not in `kinds`, over its
 * kind's limit, or that the disk has no room for stops being written (and is removed) but is
 * still read to its end, so the client gets an answer. If the stream fails (the client went
 * away, a malformed body), the temporary file is removed and the error thrown.
 */
export async function receiveUpload(
  config: Config,
  folder: string,
  source: AsyncIterable<Buffer>,
  kinds: readonly DetectedType['kind'][],
): Promise<ReceivedFile> {
  const received: ReceivedFile = {
    folder,
    tempPath: null,
    type: null,
    sizeBytes: 0,
    problem: null,
    async discard() {
      const path = received.tempPath;
      received.tempPath = null;
      if (path) await unlink(path).catch(() => undefined);
    },
  };
  // (Cast, so TypeScript does not decide it stays null: the helpers below set it.)
  let handle = null as FileHandle | null;
  let head: Buffer[] = [];
  let headBytes = 0;

  const stop = async (problem: NonNullable<ReceivedFile['problem']>) => {
    received.problem ??= problem;
    head = [];
    const file = handle;
    handle = null;
    await file?.close().catch(() => undefined);
    await received.discard();
  };
  /** After a write failed: a full disk is a refusal like the others, anything else is thrown. */
  const failed = async (error: unknown) => {
    await stop('disk');
    const full = isDiskFull(error) || (error instanceof HttpError && error.status === 507);
    if (!full) throw error;
  };

  /** Decides the type from the first bytes, then opens the temporary file and writes them. */
  const start = async () => {
    const first = Buffer.concat(head);
    head = [];
    const type = detectType(first);
    received.type = type;
    if (!type || !kinds.includes(type.kind)) return stop('type');
    if (received.sizeBytes > limitFor(config, type)) return stop('size');
    try {
      const dir = await folderFor(config, folder);
      const path = join(dir, tempName());
      handle = await open(path, 'wx', 0o644);
      received.tempPath = path;
      await writeAll(handle, first);
    } catch (error) {
      await failed(error);
    }
  };

  try {
    for await (const chunk of source) {
      received.sizeBytes += chunk.length;
      if (received.problem) continue; // refused: read on to the end, keep nothing
      if (!received.type) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= TYPE_BYTES) await start();
        continue;
      }
      if (received.sizeBytes > limitFor(config, received.type)) {
        await stop('size');
        continue;
      }
      try {
        if (handle) await writeAll(handle, chunk);
      } catch (error) {
        await failed(error);
      }
    }
    if (!received.type && !received.problem && headBytes > 0) await start();
    if (handle) {
      const file = handle;
      handle = null;
      try {
        await file.close();
      } catch (error) {
        await failed(error);
      }
    }
  } catch (error) {
    // The stream failed (the client went away, a malformed body) or the disk did: keep nothing.
    await stop('disk');
    throw error;
  }
  return received;
}

/**
 * Stores a received file under a server-generated name: refused ones answer 422 (type), 413
 * (size) or 507 (disk); images are re-encoded without metadata into a new temporary file; the
 * result is renamed into place. The temporary file is gone afterwards in every case.
 */
export async function commitReceived(
  config: Config,
  received: ReceivedFile,
  options: { field: string; kinds: DetectedType['kind'][] },
): Promise<StoredFile> {
  try {
    if (received.problem === 'disk') throw insufficientStorage();
    const type = received.type;
    if (!type || received.problem === 'type' || !options.kinds.includes(type.kind)) {
      throw fieldError(options.field, typeMessage(options.field, options.kinds));
    }
    const limit = limitFor(config, type);
    if (received.problem === 'size' || received.sizeBytes > limit) throw tooLarge(limit);
    const temp = received.tempPath;
    if (!temp) throw new Error('the received file is gone');
    const dir = await folderFor(config, received.folder);
    const name = newName(type);
    if (type.kind === 'image') {
      // Images are at most the image limit (10 MB): re-encoded in memory.
      const image = await cleanImage(await readFile(temp), type, options.field);
      await writeWhole(dir, name, image.bytes);
      return {
        path: `/storage/${received.folder}/${name}`,
        type,
        sizeBytes: image.bytes.length,
        width: image.width,
        height: image.height,
      };
    }
    try {
      await rename(temp, join(dir, name));
    } catch (error) {
      throw storageFailure(error);
    }
    received.tempPath = null;
    return {
      path: `/storage/${received.folder}/${name}`,
      type,
      sizeBytes: received.sizeBytes,
      width: null,
      height: null,
    };
  } finally {
    await received.discard();
  }
}

// ---------------------------------------------------------------------------------------------
// Pictures: stored once, served resized for phones

/**
 * The widths a picture is served at, as WebP, narrowest first (never enlarged: a smaller
 * original keeps its own width). A phone's card takes the 400 px one, a desktop page the 1200 px.
 */
export const PICTURE_WIDTHS = [400, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A stored picture: `base` names its variants, `<base>-400.webp` and `<base>-1200.webp`. */
export interface StoredPicture {
  /** `/storage/<folder>/<random name>`, without a width or an extension. */
  base: string;
  /** The pixel size of the widest variant (what `src` shows), turned upright. */
  width: number;
  height: number;
}

/** The /storage path of one of a picture's variants. */
export const picturePath = (base: string, width: PictureWidth) => `${base}-${width}.webp`;

/**
 * Stores an image as its resized WebP variants (`PICTURE_WIDTHS`): checked by content and size
 * like any upload, turned upright, decoded under the pixel limit, metadata dropped, the first
 * frame of an animation. Nothing is left behind when a variant fails (a 422 for an image that
 * cannot be read, 413 over the image limit, 507 on a full disk).
 */
export async function storePicture(
  config: Config,
  folder: string,
  bytes: Buffer,
  field: string,
): Promise<StoredPicture> {
  const type = detectType(bytes);
  if (type?.kind !== 'image') throw fieldError(field, typeMessage(field, ['image']));
  if (bytes.length > config.uploads.imageMaxBytes) throw tooLarge(config.uploads.imageMaxBytes);
  const variants: { width: PictureWidth; data: Buffer; info: { width: number; height: number } }[] =
    [];
  for (const width of PICTURE_WIDTHS) {
    try {
      const { data, info } = await sharp(bytes, {
        autoOrient: true,
        failOn: 'warning',
        limitInputPixels: MAX_IMAGE_PIXELS,
      })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, data, info });
    } catch (error) {
      throw unreadableImage(error, field);
    }
  }
  const dir = await folderFor(config, folder);
  const name = randomSecret(18);
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const file = `${name}-${variant.width}.webp`;
      await writeWhole(dir, file, variant.data);
      written.push(join(dir, file));
    }
  } catch (error) {
    await Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
    throw error;
  }
  const widest = variants.at(-1)?.info;
  if (!widest) throw new Error('no picture widths');
  return { base: `/storage/${folder}/${name}`, width: widest.width, height: widest.height };
}

/** Stores a received (streamed) image as a picture; the temporary file is gone afterwards. */
export async function storeReceivedPicture(
  config: Config,
  received: ReceivedFile,
  field: string,
): Promise<StoredPicture> {
  try {
    if (received.problem === 'disk') throw insufficientStorage();
    if (received.problem === 'type' || received.type?.kind !== 'image') {
      throw fieldError(field, typeMessage(field, ['image']));
    }
    const limit = config.uploads.imageMaxBytes;
    if (received.problem === 'size' || received.sizeBytes > limit) throw tooLarge(limit);
    if (!received.tempPath) throw new Error('the received file is gone');
    return await storePicture(config, received.folder, await readFile(received.tempPath), field);
  } finally {
    await received.discard();
  }
}

/** Removes every variant of a stored picture (missing files are fine). */
export async function removePicture(config: Config, base: string | null): Promise<void> {
  if (!base) return;
  await Promise.all(PICTURE_WIDTHS.map((width) => removeUpload(config, picturePath(base, width))));
}

/** Removes a stored file by its /storage path (missing files are fine). */
export async function removeUpload(config: Config, path: string | null): Promise<void> {
  if (!path?.startsWith('/storage/')) return;
  const file = normalize(join(config.storageDir, path.slice('/storage/'.length)));
  if (!file.startsWith(normalize(config.storageDir) + sep)) return;
  await unlink(file).catch(() => undefined);
}

/**
 * Removes temporary upload files left by a process that died while receiving them: those not
 * written to for `olderThanMs` (an upload in progress writes every moment). Run at start.
 */
export async function sweepStaleUploads(
  config: Config,
  now: Date,
  olderThanMs = 60 * 60 * 1000,
): Promise<number> {
  let removed = 0;
  let folders: string[];
  try {
    folders = (await readdir(config.storageDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(config.storageDir, entry.name));
  } catch {
    return 0;
  }
  for (const dir of folders) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith(TEMP_PREFIX) || !name.endsWith(TEMP_SUFFIX)) continue;
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now.getTime() - info.mtimeMs > olderThanMs) {
        await unlink(file).catch(() => undefined);
        removed++;
      }
    }
  }
  return removed;
}
