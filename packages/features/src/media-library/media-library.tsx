import {
  isApiError,
  listBrandMediaOptions,
  useDeleteBrandMediaMutation,
  useUploadBrandMediaMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import { MEDIA_DELETE_FAILED, MediaLibraryView, type MediaItem } from './media-library-view';
import { useMediaUploads } from './use-media-uploads';

export interface MediaLibraryProps {
  /** The page of a deal, e.g. `(id) => \`/app/brand/deals/${id}\``; without it deals are not linked. */
  dealHref?: ((dealId: number) => string) | undefined;
  /** The time usage rights are judged at (ISO 8601; default: now). */
  now?: string | undefined;
}

const PER_PAGE = 24;

/**
 * The brand's media library, connected: `listBrandMedia` (paged), uploads through
 * `uploadBrandMedia` (multipart, with progress percent), `deleteBrandMedia`; each write refreshes
 * the library itself.
 */
export function MediaLibrary({ dealHref, now }: MediaLibraryProps) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...listBrandMediaOptions({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const removal = useDeleteBrandMediaMutation();
  const upload = useUploadBrandMediaMutation();
  const { uploads, uploadFiles, dismissUpload } = useMediaUploads((body, request) =>
    upload.mutateAsync({ body, request }),
  );

  async function deleteItem(item: MediaItem) {
    try {
      await removal.mutateAsync({ id: item.id });
    } catch (error) {
      throw new Error(
        isApiError(error) && error.status < 500 && error.body?.message
          ? error.body.message
          : isApiError(error)
            ? i18n._(MEDIA_DELETE_FAILED)
            : failureMessage(error),
      );
    }
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
      onDismissUpload={dismissUpload}
      onDelete={deleteItem}
      dealHref={dealHref}
      now={now}
      page={data?.meta.current_page ?? page}
      lastPage={data?.meta.last_page ?? 1}
      onPageChange={setPage}
    />
  );
}
