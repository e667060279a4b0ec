import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  fieldError,
  payloadTooLarge,
  validationFailed,
  type FieldErrors,
} from '../http/errors';
import type { Config } from '../config';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface ParsedUpload {
  file: UploadedFile;
  fields: Record<string, string>;
}

const FILE_REQUIRED = 'The file field is required.';

function limitMessage(config: Config): string {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return `The file may not be greater than ${mb(config.uploads.imageMaxBytes)} MB for images or ${mb(config.uploads.videoMaxBytes)} MB for videos.`;
}

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Reads a multipart upload with one `file` part and the text fields in `allowedFields`, in any
 * order. Anything else is a 422 in the spec's shape: a request that is not multipart or has no
 * file, unknown fields, a second file. A file over the upload limit is a 413.
 */
export async function readUpload(
  req: FastifyRequest,
  config: Config,
  allowedFields: readonly string[],
): Promise<ParsedUpload> {
  if (!req.isMultipart()) throw fieldError('file', FILE_REQUIRED);
  const fields: Record<string, string> = {};
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Always read the part to the end, so the request is fully consumed.
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file')
          add(part.fieldname, `The ${part.fieldname} field is not allowed.`);
        else if (file) add('file', 'Only one file can be uploaded at a time.');
        else file = { bytes, filename: part.filename };
      } else if (!allowedFields.includes(part.fieldname)) {
        add(part.fieldname, `The ${part.fieldname.replaceAll('_', ' ')} field is not allowed.`);
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(limitMessage(config));
    if (code === 'FST_FILES_LIMIT')
      throw fieldError('file', 'Only one file can be uploaded at a time.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('file', 'The upload has too many fields.');
    // Malformed multipart bodies are the client's mistake.
    throw fieldError('file', 'The upload could not be read; send it as multipart/form-data.');
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (!file || file.bytes.length === 0) throw fieldError('file', FILE_REQUIRED);
  return { file, fields };
}

/** A display name for an uploaded file: no folders, no control characters, at most 255 chars. */
export function cleanFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const chars = Array.from(base);
  return chars.length === 0 ? `upload.${ext}` : chars.slice(0, 255).join('');
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Pixel size of a PNG, GIF, WebP or JPEG image read from its header; null when unknown (videos,
 * truncated or odd files). Only used for display, never trusted for anything else.
 */
export function imageSize(bytes: Buffer, mime: string): ImageSize | null {
  const size = (width: number, height: number) =>
    width >= 1 && height >= 1 ? { width, height } : null;
  try {
    switch (mime) {
      case 'image/png':
        return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
      case 'image/gif':
        return size(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
      case 'image/webp': {
        const chunk = bytes.toString('latin1', 12, 16);
        if (chunk === 'VP8X') return size(1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3));
        if (chunk === 'VP8 ') {
          return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
        }
        if (chunk === 'VP8L') {
          const bits = bytes.readUInt32LE(21);
          return size(1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
        }
        return null;
      }
      case 'image/jpeg': {
        let offset = 2;
        while (offset + 9 < bytes.length) {
          if (bytes[offset] !== 0xff) return null;
          const marker = bytes[offset + 1] ?? 0;
          if (marker === 0xff) {
            offset += 1;
            continue;
          }
          const isFrame =
            marker >= 0xc0 &&
            marker <= 0xcf &&
            marker !== 0xc4 &&
            marker !== 0xc8 &&
            marker !== 0xcc;
          if (isFrame) return size(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
          offset += 2 + bytes.readUInt16BE(offset + 2);
        }
        return null;
      }
      default:
        return null;
    }
  } catch {
    // Reading past the end of a truncated header.
    return null;
  }
}
