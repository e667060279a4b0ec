import type { FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import {
  HttpError,
  fieldError,
  payloadTooLarge,
  validationFailed,
  type FieldErrors,
  type ServerMessage,
} from '../http/errors';
import type { Config } from '../config';
import {
  insufficientStorage,
  receiveUpload,
  typeMessage,
  type DetectedType,
  type ReceivedFile,
} from '../storage';

export interface UploadedFile {
  filename: string;
  /** The file as streamed to a temporary file; `commitReceived` stores it. */
  received: ReceivedFile;
}

export interface ParsedUpload {
  file: UploadedFile;
  fields: Record<string, string>;
  /** Removes the temporary file unless it was stored: call it when done (`finally`). */
  discard(): Promise<void>;
}

/** Where an upload's file is streamed to and the kinds of file it may be. */
export interface UploadTarget {
  folder: string;
  field: string;
  kinds: DetectedType['kind'][];
}

const FILE_REQUIRED: ServerMessage = /*i18n*/ { id: 'The file field is required.' };

function limitMessage(config: Config): ServerMessage {
  const mb = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));
  return /*i18n*/ {
    id: 'The file may not be greater than {imageMb} MB for images or {videoMb} MB for videos.',
    values: {
      imageMb: mb(config.uploads.imageMaxBytes),
      videoMb: mb(config.uploads.videoMaxBytes),
    },
  };
}

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Reads a multipart upload with one `file` part and the text fields in `allowedFields`, in any
 * order. The file is streamed to a temporary file in the target's folder (never held whole in
 * memory) and checked by its bytes as it arrives. Anything else is a 422 in openapi.yaml's shape: a
 * request that is not multipart or has no file, unknown fields, a second file, a file that is
 * not of the target's kinds. A file over its limit is a 413, a full disk a 507; either way, and
 * when the client goes away, nothing is kept.
 */
export async function readUpload(
  req: FastifyRequest,
  config: Config,
  allowedFields: readonly string[],
  target: UploadTarget,
): Promise<ParsedUpload> {
  if (!req.isMultipart()) throw fieldError('file', FILE_REQUIRED);
  const fields: Record<string, string> = {};
  const errors: FieldErrors = {};
  const add = (field: string, message: ServerMessage) => (errors[field] ??= []).push(message);
  let file: UploadedFile | null = null;
  const discard = async () => {
    await file?.received.discard();
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          // Always read the part to the end, so the request is fully consumed; keep nothing.
          part.file.resume();
          await finished(part.file);
          if (part.fieldname !== 'file')
            add(
              part.fieldname,
              /*i18n*/ {
                id: 'The {attribute} field is not allowed.',
                values: { attribute: part.fieldname },
              },
            );
          else add('file', /*i18n*/ { id: 'Only one file can be uploaded at a time.' });
          continue;
        }
        const received = await receiveUpload(config, target.folder, part.file, target.kinds);
        file = { filename: part.filename, received };
        // Cut off by the parser's own limit (the largest file of any kind).
        if (part.file.truncated) {
          received.problem ??= 'size';
          await received.discard();
        }
      } else if (!allowedFields.includes(part.fieldname)) {
        const attribute = part.fieldname.replaceAll('_', ' ');
        add(
          part.fieldname,
          /*i18n*/ { id: 'The {attribute} field is not allowed.', values: { attribute } },
        );
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(limitMessage(config));
    if (code === 'FST_FILES_LIMIT')
      throw fieldError('file', /*i18n*/ { id: 'Only one file can be uploaded at a time.' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('file', /*i18n*/ { id: 'The upload has too many fields.' });
    // Malformed multipart bodies (and bodies cut short) are the client's mistake.
    throw fieldError(
      'file',
      /*i18n*/ { id: 'The upload could not be read; send it as multipart/form-data.' },
    );
  }
  try {
    const problem = file?.received.problem;
    if (problem === 'disk') throw insufficientStorage();
    if (problem === 'size') throw payloadTooLarge(limitMessage(config));
    if (problem === 'type') add('file', typeMessage(target.field, target.kinds));
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (!file || file.received.sizeBytes === 0) throw fieldError('file', FILE_REQUIRED);
    return { file, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** A display name for an uploaded file: no folders, no control characters, at most 255 chars. */
export function cleanFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const chars = Array.from(base);
  return chars.length === 0 ? `upload.${ext}` : chars.slice(0, 255).join('');
}
