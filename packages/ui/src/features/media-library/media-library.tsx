import { ApiError, createUploadFetch, isApiError, useApi } from '@colla/api-client';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, fieldErrorsOf } from '../../lib/form-failure';
import type { RenderLink } from '../../patterns/app-shell/render-link';
import {
  checkMediaFile,
  MEDIA_DELETE_FAILED,
  MEDIA_UPLOAD_FAILED,
  MediaLibraryView,
  type MediaItem,
  type MediaUploadEntry,
} from './media-library-view';

export interface MediaLibraryProps {
  /** Renders links (to deals) with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink | undefined;
  /** The page of a deal, e.g. `(id) => \`/app/brand/deals/${id}\``; without it deals are not linked. */
  dealHref?: ((dealId: number) => string) | undefined;
}

const MEDIA_PATH = '/api/brand/media';
const PER_PAGE = 24;

/** Why an upload was refused: the file's own message (422), the size limit (413), or the call's. */
function uploadFailure(error: unknown): string {
  if (isApiError(error, 422)) {
    const { fields } = fieldErrorsOf(error, ['file']);
    return fields.file ?? error.body?.message ?? MEDIA_UPLOAD_FAILED;
  }
  if (isApiError(error, 413)) return error.body?.message || MEDIA_UPLOAD_FAILED;
  return failureMessage(error);
}

/**
 * The brand's media library, connected: `GET /api/brand/media` (paged), uploads through
 * `POST /api/brand/media` (multipart, with progress percent), `DELETE /api/brand/media/{id}`.
 */
export function MediaLibrary({ renderLink, dealHref }: MediaLibraryProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = api.useQuery(
    'get',
    MEDIA_PATH,
    { params: { query: { page, per_page: PER_PAGE } } },
    { placeholderData: keepPreviousData },
  );
  const removal = api.useMutation('delete', '/api/brand/media/{id}');

  const [uploads, setUploads] = useState<MediaUploadEntry[]>([]);
  const controllers = useRef(new Set<AbortController>());
  const nextKey = useRef(0);

  // Leaving the page cancels uploads in progress.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', MEDIA_PATH] });

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
      const { data, error, response } = await api.client.POST(MEDIA_PATH, {
        // The typed body names the file; the form data carries the file itself.
        body: { file: file.name },
        bodySerializer: () => form,
        signal: controller.signal,
        fetch: createUploadFetch({
          onProgress: (progress) => patch(key, { progress }),
        }),
      });
      if (!response.ok || !data) throw new ApiError(response.status, error, response.headers);
      patch(key, { status: 'done', progress: 100 });
      await refresh();
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
      const key = `upload-${nextKey.current}`;
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

  async function deleteItem(item: MediaItem) {
    try {
      await removal.mutateAsync({ params: { path: { id: item.id } } });
    } catch (error) {
      throw new Error(
        isApiError(error) && error.status < 500 && error.body?.message
          ? error.body.message
          : isApiError(error)
            ? MEDIA_DELETE_FAILED
            : failureMessage(error),
      );
    }
    await refresh();
  }

  const data = list.data;
  return (
    <MediaLibraryView
      status={data ? 'ready' : list.isError ? 'error' : 'loading'}
      items={data?.data}
      errorMessage={list.error ? failureMessage(list.error) : undefined}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      uploads={uploads}
      onUploadFiles={uploadFiles}
      onDismissUpload={(key) => setUploads((entries) => entries.filter((e) => e.key !== key))}
      onDelete={deleteItem}
      dealHref={dealHref}
      renderLink={renderLink}
      page={data?.meta.current_page ?? page}
      lastPage={data?.meta.last_page ?? 1}
      onPageChange={setPage}
    />
  );
}
