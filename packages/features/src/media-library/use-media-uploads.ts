import { i18n } from '@lingui/core';
import { createUploadFetch, isApiError, type RequestExtras } from '@colla/api-client';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, fieldErrorsOf } from '../lib/form-failure';
import { checkMediaFile, MEDIA_UPLOAD_FAILED, type MediaUploadEntry } from './media-library-view';

/** Why an upload was refused: the file's own message (422), the size limit (413), or the call's. */
export function uploadFailure(error: unknown): string {
  if (isApiError(error, 422)) {
    const { fields } = fieldErrorsOf(error, ['file']);
    return fields.file ?? error.body?.message ?? i18n._(MEDIA_UPLOAD_FAILED);
  }
  if (isApiError(error, 413)) return error.body?.message || i18n._(MEDIA_UPLOAD_FAILED);
  return failureMessage(error);
}

export interface MediaUploads {
  /** Newest first: uploading (with progress percent), done, or failed with why. */
  uploads: MediaUploadEntry[];
  /** Checks each file, then sends the acceptable ones at once, each on its own. */
  uploadFiles: (files: File[]) => void;
  dismissUpload: (key: string) => void;
}

/**
 * Uploads of media files, each through `send` (a generated upload mutation, called with the
 * multipart form and the `request` extras that carry its abort signal and progress). Leaving the
 * page cancels the uploads still in progress.
 */
export function useMediaUploads(
  send: (form: FormData, request: RequestExtras) => Promise<unknown>,
  keyPrefix = 'upload',
): MediaUploads {
  const [uploads, setUploads] = useState<MediaUploadEntry[]>([]);
  const controllers = useRef(new Set<AbortController>());
  const nextKey = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  function patch(key: string, change: Partial<MediaUploadEntry>) {
    setUploads((entries) =>
      entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }

  async function uploadOne(file: File, key: string) {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      await send(form, {
        signal: controller.signal,
        fetch: createUploadFetch({ onProgress: (progress) => patch(key, { progress }) }),
      });
      patch(key, { status: 'done', progress: 100 });
    } catch (error) {
      if (controller.signal.aborted) return;
      patch(key, { status: 'failed', error: uploadFailure(error) });
    } finally {
      controllers.current.delete(controller);
    }
  }

  function uploadFiles(files: File[]) {
    const added: MediaUploadEntry[] = [];
    const toSend: [File, string][] = [];
    for (const file of files) {
      nextKey.current += 1;
      const key = `${keyPrefix}-${nextKey.current}`;
      const problem = checkMediaFile(file);
      added.push({
        key,
        name: file.name,
        status: problem ? 'failed' : 'uploading',
        progress: 0,
        error: problem ?? undefined,
      });
      if (!problem) toSend.push([file, key]);
    }
    setUploads((entries) => [...added, ...entries]);
    for (const [file, key] of toSend) void uploadOne(file, key);
  }

  return {
    uploads,
    uploadFiles,
    dismissUpload: (key) => setUploads((entries) => entries.filter((e) => e.key !== key)),
  };
}
