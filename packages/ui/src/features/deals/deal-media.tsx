import { ApiError, createUploadFetch, isApiError, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, fieldErrorsOf } from '../../lib/form-failure';
import {
  checkMediaFile,
  MEDIA_UPLOAD_FAILED,
  type MediaUploadEntry,
} from '../media-library/media-library-view';
import { DealMediaView, type DealMediaListState } from './deal-media-view';

export interface DealMediaProps {
  dealId: number;
  viewer: 'brand' | 'creator';
  brandName: string;
}

/** Why an upload was refused: the file's message (422), the size limit (413), or the call's. */
function uploadFailure(error: unknown): string {
  if (isApiError(error, 422)) {
    const { fields } = fieldErrorsOf(error, ['file']);
    return fields.file ?? error.body?.message ?? MEDIA_UPLOAD_FAILED;
  }
  if (isApiError(error, 413)) return error.body?.message || MEDIA_UPLOAD_FAILED;
  return failureMessage(error);
}

const MEDIA_PATH = '/api/brand/media';

/**
 * "Delivered content" on a deal: uploads through `POST /api/deals/{id}/media` with progress, and,
 * for the brand, the deal's files from `GET /api/brand/media?deal_id=`.
 */
export function DealMedia({ dealId, viewer, brandName }: DealMediaProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = api.useQuery(
    'get',
    MEDIA_PATH,
    { params: { query: { deal_id: dealId, per_page: 48 } } },
    { enabled: viewer === 'brand' },
  );
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
      const { data, error, response } = await api.client.POST('/api/deals/{id}/media', {
        params: { path: { id: dealId } },
        // The typed body names the file; the form data carries the file itself.
        body: { file: file.name },
        bodySerializer: () => form,
        signal: controller.signal,
        fetch: createUploadFetch({ onProgress: (progress) => patch(key, { progress }) }),
      });
      if (!response.ok || !data) throw new ApiError(response.status, error, response.headers);
      patch(key, { status: 'done', progress: 100 });
      await queryClient.invalidateQueries({ queryKey: ['get', MEDIA_PATH] });
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
      const key = `deal-upload-${nextKey.current}`;
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

  let listState: DealMediaListState | undefined;
  if (viewer === 'brand') {
    if (list.data) listState = { status: 'ready', items: list.data.data };
    else if (list.isError)
      listState = {
        status: 'error',
        message: failureMessage(list.error),
        onRetry: () => void list.refetch(),
        retrying: list.isFetching,
      };
    else listState = { status: 'loading' };
  }

  return (
    <DealMediaView
      viewer={viewer}
      brandName={brandName}
      list={listState}
      uploads={uploads}
      onUploadFiles={uploadFiles}
      onDismissUpload={(key) => setUploads((entries) => entries.filter((e) => e.key !== key))}
    />
  );
}
