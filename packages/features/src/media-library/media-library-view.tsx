import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { Film, ImageIcon, Trash2 } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@colla/ui/components/dialog';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState } from '@colla/ui/components/error-state';
import { formatBytes } from '@colla/ui/components/file-input';
import { formatMadridDate } from '@colla/ui/lib/format';
import { linkVariants } from '@colla/ui/components/link';
import { Pagination } from '@colla/ui/components/pagination';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { MediaPickerButton, MediaThumbnail, useMediaPicker } from './media-picker';
import { UploadList } from './upload-list';

/** One file of the library, as `GET /api/brand/media` answers it. */
export type MediaItem = components['schemas']['Media'];

/** The types `POST /api/brand/media` takes (checked again by the server from the content). */
export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm';
/** Images up to 10 MB, videos up to 200 MB (the contract's `MediaUpload`). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

export const MEDIA_TITLE = msg`Media`;
export const MEDIA_DESCRIPTION = msg`Photos and videos of your brand, including the content creators delivered on your deals.`;
export const MEDIA_LOAD_ERROR_HEADING = msg`Error Loading Media`;
export const MEDIA_EMPTY_TITLE = msg`No media yet`;
export const MEDIA_EMPTY_DESCRIPTION = msg`Upload photos and videos of your venue and products, or collect the content creators deliver on your deals.`;
export const MEDIA_UPLOAD_LABEL = msg`Upload images or videos`;
export const MEDIA_UPLOAD_HINT = msg`JPEG, PNG, WebP or GIF images up to 10 MB; MP4, QuickTime or WebM videos up to 200 MB.`;
export const MEDIA_TYPE_ERROR = msg`The file must be an image (JPEG, PNG, WebP, GIF) or a video (MP4, QuickTime, WebM).`;
export const MEDIA_IMAGE_TOO_LARGE = msg`Images may not be greater than 10 MB.`;
export const MEDIA_VIDEO_TOO_LARGE = msg`Videos may not be greater than 200 MB.`;
export const MEDIA_UPLOAD_FAILED = msg`The file could not be uploaded.`;
export const MEDIA_DELETE_TITLE = msg`Delete file`;
export const MEDIA_DELETE_MESSAGE = msg`Are you sure you want to delete this file? This action cannot be undone.`;
export const MEDIA_DELETE_FAILED = msg`Failed to delete file`;

const ACCEPTED_TYPES = MEDIA_ACCEPT.split(',');

/**
 * What is wrong with a picked file before it is sent, in the active language, or null when it
 * may be uploaded.
 */
export function checkMediaFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return i18n._(MEDIA_TYPE_ERROR);
  if (file.type.startsWith('image/') && file.size > MAX_IMAGE_BYTES)
    return i18n._(MEDIA_IMAGE_TOO_LARGE);
  if (file.type.startsWith('video/') && file.size > MAX_VIDEO_BYTES)
    return i18n._(MEDIA_VIDEO_TOO_LARGE);
  return null;
}

/** A file being sent, sent, or refused. */
export interface MediaUploadEntry {
  /** A key for the list, unique among the entries. */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** Whole percents sent, while uploading. */
  progress: number;
  /** Why it was refused (checked here or the server's 422/413 message). */
  error?: string | undefined;
}

export interface MediaLibraryViewProps {
  status: 'loading' | 'error' | 'ready';
  items?: readonly MediaItem[] | undefined;
  /** Why loading failed (the server's words when it has some). */
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  uploads?: readonly MediaUploadEntry[] | undefined;
  /** Called with the files picked or dropped. */
  onUploadFiles: (files: File[]) => void;
  /** Removes a finished or failed entry from the uploads list. */
  onDismissUpload?: ((key: string) => void) | undefined;
  /**
   * Deletes a file. While the promise runs the confirm button spins; a rejection's message is
   * shown in the dialog.
   */
  onDelete: (item: MediaItem) => Promise<unknown>;
  /** Where a deal's page is; without it the deal is named but not linked. */
  dealHref?: ((dealId: number) => string) | undefined;
  /** The time rights are judged at (ISO 8601; default: now), so stories and tests can fix it. */
  now?: string | undefined;
  page?: number | undefined;
  lastPage?: number | undefined;
  onPageChange?: ((page: number) => void) | undefined;
}

const KIND_LABELS = { video: msg`Video`, image: msg`Image` } as const;

function kindLabel(item: MediaItem): string {
  return i18n._(item.type === 'video' ? KIND_LABELS.video : KIND_LABELS.image);
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function aspectOf(item: MediaItem): string {
  return item.width && item.height ? `${item.width} / ${item.height}` : '1 / 1';
}

/** Whose content this is and for which proposal, linking to the deal: "Laia Puig · Vermut tasting". */
function DealLink({
  deal,
  dealHref,
}: {
  deal: NonNullable<MediaItem['deal']>;
  dealHref?: ((dealId: number) => string) | undefined;
}) {
  const label = `${deal.creator_name} · ${deal.proposal_name}`;
  return dealHref
    ? renderLinkOrAnchor(
        { href: dealHref(deal.id), label },
        cn(linkVariants(), 'inline-flex min-h-11 items-center sm:min-h-0'),
        <span className="line-clamp-2">{label}</span>,
      )
    : label;
}

/**
 * A deal file's usage rights: "Own channels · until June 15, 2027", "Paid ads too · no time
 * limit", or, once past, "Rights expired on June 15, 2027" (dates in Barcelona's time).
 */
function MediaRights({ rights, now }: { rights: NonNullable<MediaItem['rights']>; now: string }) {
  const { t } = useLingui();
  const scope = rights.scope === 'paid_ads' ? t`Own channels and paid ads` : t`Own channels only`;
  if (rights.expires_at === null) {
    return (
      <p className="text-muted">
        {scope} · <Trans>no time limit</Trans>
      </p>
    );
  }
  const date = formatMadridDate(rights.expires_at);
  if (new Date(rights.expires_at).getTime() <= new Date(now).getTime()) {
    return (
      <p>
        <Badge variant="danger">{t`Rights expired on ${date}`}</Badge>
      </p>
    );
  }
  return (
    <p className="text-muted">
      {scope} · {t`until ${date}`}
    </p>
  );
}

function MediaPreview({ item }: { item: MediaItem }) {
  const style = { aspectRatio: aspectOf(item) };
  if (item.type === 'video') {
    return (
      <video
        controls
        preload="metadata"
        src={item.url}
        poster={item.thumbnail_url ?? undefined}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        style={style}
        className="max-h-[70vh] w-full rounded-lg bg-stone-900 object-contain"
      >
        <track kind="captions" />
      </video>
    );
  }
  return (
    <img
      src={item.url}
      alt={item.original_name}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      style={style}
      className="max-h-[70vh] w-full rounded-lg bg-stone-100 object-contain"
    />
  );
}

function MediaTile({
  item,
  onDelete,
  dealHref,
  now,
}: {
  item: MediaItem;
  onDelete: (item: MediaItem) => Promise<unknown>;
  dealHref?: ((dealId: number) => string) | undefined;
  now: string;
}) {
  const { i18n, t } = useLingui();
  const fileName = item.original_name;
  const details = [kindLabel(item), formatBytes(item.size_bytes)];
  if (item.type === 'video' && item.duration_seconds !== null) {
    details.push(formatDuration(item.duration_seconds));
  }
  return (
    <li
      data-slot="media-tile"
      className="border-border flex flex-col overflow-hidden rounded-xl border bg-surface"
    >
      <Dialog>
        <DialogTrigger asChild>
          <button
            type="button"
            className="relative block aspect-square w-full bg-stone-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
          >
            <span className="sr-only">{t`Preview ${fileName}`}</span>
            <MediaThumbnail
              item={item}
              preview={item.thumbnail_url || (item.type === 'image' ? item.url : null)}
              iconClassName="size-10"
            />
          </button>
        </DialogTrigger>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle className="pr-10 break-all">{item.original_name}</DialogTitle>
            <DialogDescription>{details.join(' · ')}</DialogDescription>
          </DialogHeader>
          <MediaPreview item={item} />
          {item.deal && (
            <p className="text-sm text-muted">
              <DealLink deal={item.deal} dealHref={dealHref} />
            </p>
          )}
        </DialogContent>
      </Dialog>
      <div className="flex flex-1 items-start gap-2 p-3">
        <div className="grid min-w-0 flex-1 gap-1 text-sm">
          <p className="truncate font-medium text-ink" title={item.original_name}>
            {item.original_name}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-muted">
            <Badge variant={item.type === 'video' ? 'primary' : 'neutral'}>
              {item.type === 'video' ? (
                <Film aria-hidden="true" className="size-3.5" />
              ) : (
                <ImageIcon aria-hidden="true" className="size-3.5" />
              )}
              {kindLabel(item)}
            </Badge>
            <span>{details.slice(1).join(' · ')}</span>
          </p>
          {/* The same room on every card, with a deal or without: the cards line up. */}
          <p className="min-h-10 text-muted">
            {item.deal ? (
              <DealLink deal={item.deal} dealHref={dealHref} />
            ) : (
              <Trans>In the library</Trans>
            )}
          </p>
          {item.rights && <MediaRights rights={item.rights} now={now} />}
        </div>
        <ConfirmDialog
          title={i18n._(MEDIA_DELETE_TITLE)}
          message={i18n._(MEDIA_DELETE_MESSAGE)}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          destructive
          onConfirm={() => onDelete(item)}
          trigger={
            <Button variant="ghost" size="icon" aria-label={t`Delete ${fileName}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </div>
    </li>
  );
}

function UploadArea({
  uploads,
  onUploadFiles,
  onDismissUpload,
}: Pick<MediaLibraryViewProps, 'uploads' | 'onUploadFiles' | 'onDismissUpload'>) {
  const { i18n, t } = useLingui();
  const picker = useMediaPicker(MEDIA_ACCEPT, onUploadFiles);
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    picker.take(event.dataTransfer.files);
  }

  return (
    <section aria-labelledby={`${picker.inputId}-heading`} className="grid gap-3">
      <h2 id={`${picker.inputId}-heading`} className="sr-only">
        {t`Upload`}
      </h2>
      <div
        data-slot="media-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'border-border flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-surface p-6 text-center',
          dragging && 'border-primary-600 bg-primary-50',
        )}
      >
        <MediaPickerButton picker={picker} variant="solid" label={i18n._(MEDIA_UPLOAD_LABEL)}>
          {t`Drop files here or choose them.`} {i18n._(MEDIA_UPLOAD_HINT)}
        </MediaPickerButton>
      </div>
      <UploadList
        uploads={uploads ?? []}
        doneMessage={t`Uploaded.`}
        onDismissUpload={onDismissUpload}
      />
    </section>
  );
}

function LoadingGrid() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Loading media`} role="status">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="grid gap-2">
            <Skeleton shape="block" className="aspect-square h-auto w-full" />
            <Skeleton className="w-3/4" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The brand's media library: upload with progress, a grid, a preview and delete. */
export function MediaLibraryView({
  status,
  items = [],
  errorMessage,
  onRetry,
  retrying = false,
  uploads,
  onUploadFiles,
  onDismissUpload,
  onDelete,
  dealHref,
  now,
  page = 1,
  lastPage = 1,
  onPageChange,
}: MediaLibraryViewProps) {
  const judgedAt = now ?? new Date().toISOString();
  const { i18n, t } = useLingui();
  let body: ReactNode;
  if (status === 'loading') body = <LoadingGrid />;
  else if (status === 'error') {
    body = (
      <ErrorState
        heading={i18n._(MEDIA_LOAD_ERROR_HEADING)}
        message={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<ImageIcon aria-hidden="true" />}
        title={i18n._(MEDIA_EMPTY_TITLE)}
        description={i18n._(MEDIA_EMPTY_DESCRIPTION)}
      />
    );
  } else {
    body = (
      <>
        <ul
          aria-label={t`Media files`}
          className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {items.map((item) => (
            <MediaTile
              key={item.id}
              item={item}
              onDelete={onDelete}
              dealHref={dealHref}
              now={judgedAt}
            />
          ))}
        </ul>
        {onPageChange && <Pagination page={page} lastPage={lastPage} onPageChange={onPageChange} />}
      </>
    );
  }

  return (
    <div data-slot="media-library" className="grid gap-6">
      <PageHeader title={i18n._(MEDIA_TITLE)} description={i18n._(MEDIA_DESCRIPTION)} />
      {status !== 'error' && (
        <UploadArea
          uploads={uploads}
          onUploadFiles={onUploadFiles}
          onDismissUpload={onDismissUpload}
        />
      )}
      {body}
    </div>
  );
}
