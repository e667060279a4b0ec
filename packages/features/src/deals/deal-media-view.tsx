import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@colla/ui/components/error-state';
import { formatBytes } from '@colla/ui/components/file-input';
import { Skeleton } from '@colla/ui/components/skeleton';
import { formatMadridDate } from '@colla/ui/lib/format';
import {
  MEDIA_ACCEPT,
  MEDIA_UPLOAD_HINT,
  type MediaUploadEntry,
} from '../media-library/media-library-view';
import { MediaPickerButton, MediaThumbnail, useMediaPicker } from '../media-library/media-picker';
import { UploadList } from '../media-library/upload-list';

export type DealMediaItem = components['schemas']['Media'];

export const DELIVERED_CONTENT_TITLE = msg`Delivered content`;
export const DELIVER_LABEL = msg`Upload photos or videos`;
export const DELIVERED_EMPTY = msg`Nothing delivered on this deal yet.`;
export const DELIVERED_LOAD_ERROR = msg`We couldn’t load the delivered content`;

export type DealMediaListState =
  | { status: 'loading' }
  | { status: 'ready'; items: readonly DealMediaItem[] }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface DealMediaViewProps {
  viewer: 'brand' | 'creator';
  /** The brand's name, for the creator's note on where files go. */
  brandName: string;
  /** The brand's files on this deal; the creator has no list (only this visit's uploads). */
  list?: DealMediaListState | undefined;
  /** Files being sent, sent, or refused, newest first. */
  uploads: readonly MediaUploadEntry[];
  onUploadFiles: (files: File[]) => void;
  onDismissUpload?: ((key: string) => void) | undefined;
}

function Tile({ item }: { item: DealMediaItem }) {
  const { t } = useLingui();
  const fileName = item.original_name;
  const preview = item.thumbnail_url ?? (item.type === 'image' ? item.url : null);
  return (
    <li className="grid min-w-0 content-start overflow-hidden rounded-xl border border-line bg-surface">
      <a
        href={item.url}
        target="_blank"
        rel="noreferrer"
        className="relative block aspect-square bg-stone-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
      >
        <span className="sr-only">{t`Open ${fileName} (opens in a new tab)`}</span>
        <MediaThumbnail item={item} preview={preview} iconClassName="size-8" />
      </a>
      <div className="grid gap-0.5 p-2 text-xs">
        <p className="truncate font-medium text-ink" title={item.original_name}>
          {item.original_name}
        </p>
        <p className="text-muted">
          {item.uploaded_by.name} · {formatMadridDate(item.created_at)} ·{' '}
          {formatBytes(item.size_bytes)}
        </p>
      </div>
    </li>
  );
}

/** Content delivered on a deal: upload with progress; the brand also sees the deal's files. */
export function DealMediaView({
  viewer,
  brandName,
  list,
  uploads,
  onUploadFiles,
  onDismissUpload,
}: DealMediaViewProps) {
  const { t, i18n } = useLingui();
  const picker = useMediaPicker(MEDIA_ACCEPT, onUploadFiles);

  return (
    <section
      id="deal-media"
      aria-labelledby={`${picker.inputId}-heading`}
      className="grid scroll-mt-20 gap-3"
    >
      <h2 id={`${picker.inputId}-heading`} className="text-lg font-semibold">
        {i18n._(DELIVERED_CONTENT_TITLE)}
      </h2>
      <p className="text-sm text-muted">
        {viewer === 'creator'
          ? t`Files you upload here go to ${brandName}’s media library, attached to this deal. You see the ones uploaded during this visit below.`
          : t`Photos and videos delivered on this deal. They are in your media library too.`}
      </p>
      <div className="grid justify-items-start gap-2">
        <MediaPickerButton picker={picker} variant="outline" label={i18n._(DELIVER_LABEL)}>
          {i18n._(MEDIA_UPLOAD_HINT)}
        </MediaPickerButton>
      </div>
      <UploadList
        uploads={uploads}
        doneMessage={viewer === 'creator' ? t`Delivered to ${brandName}.` : t`Uploaded.`}
        onDismissUpload={onDismissUpload}
      />
      {list?.status === 'loading' && (
        <div
          role="status"
          aria-label={t`Loading delivered content`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="aspect-square h-auto w-full" />
          ))}
        </div>
      )}
      {list?.status === 'error' && (
        <ErrorState
          variant="plain"
          headingLevel={3}
          heading={i18n._(DELIVERED_LOAD_ERROR)}
          message={list.message}
          onRetry={list.onRetry}
          retrying={list.retrying}
        />
      )}
      {list?.status === 'ready' &&
        (list.items.length === 0 ? (
          <p className="text-sm text-muted">{i18n._(DELIVERED_EMPTY)}</p>
        ) : (
          <ul aria-label={t`Delivered files`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {list.items.map((item) => (
              <Tile key={item.id} item={item} />
            ))}
          </ul>
        ))}
    </section>
  );
}
