import { listBrandMediaOptions, useUploadDealMediaMutation } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import { useMediaUploads } from '../media-library/use-media-uploads';
import { DealMediaView, type DealMediaListState } from './deal-media-view';

export interface DealMediaProps {
  dealId: number;
  viewer: 'brand' | 'creator';
  brandName: string;
}

/**
 * "Delivered content" on a deal: uploads through `uploadDealMedia` with progress, and, for the
 * brand, the deal's files from `listBrandMedia` (`deal_id`); an upload refreshes them itself.
 */
export function DealMedia({ dealId, viewer, brandName }: DealMediaProps) {
  const list = useQuery({
    ...listBrandMediaOptions({ deal_id: dealId, per_page: 48 }),
    enabled: viewer === 'brand',
  });
  const upload = useUploadDealMediaMutation();
  const { uploads, uploadFiles, dismissUpload } = useMediaUploads(
    (body, request) => upload.mutateAsync({ id: dealId, body, request }),
    'deal-upload',
  );

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
      onDismissUpload={dismissUpload}
    />
  );
}
