import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import { MEDIA_UPLOAD_FAILED, type MediaUploadEntry } from './media-library-view';

export interface UploadListProps {
  uploads: readonly MediaUploadEntry[];
  /** What a finished upload says, e.g. "Uploaded." */
  doneMessage: string;
  /** Takes a finished or failed upload off the list; without it they stay. */
  onDismissUpload?: ((key: string) => void) | undefined;
}

/** The files being uploaded: each with its progress, then done or why it failed. */
export function UploadList({ uploads, doneMessage, onDismissUpload }: UploadListProps) {
  const { i18n, t } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : i18n.locale, {
    style: 'percent',
  });
  return (
    <ul aria-label={t`Uploads`} aria-live="polite" className="grid gap-2 empty:hidden">
      {uploads.map((entry) => {
        const fileName = entry.name;
        return (
          <li
            key={entry.key}
            data-status={entry.status}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-line bg-surface p-3 text-sm',
              entry.status === 'failed' && 'border-danger-600',
            )}
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <p className="truncate font-medium text-ink">{entry.name}</p>
              {entry.status === 'uploading' && (
                <div className="flex items-center gap-3">
                  <div
                    role="progressbar"
                    aria-label={t`Uploading ${fileName}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={entry.progress}
                    className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
                  >
                    <div
                      className="h-full rounded-full bg-primary-700 transition-[width]"
                      style={{ width: `${entry.progress}%` }}
                    />
                  </div>
                  <span className="w-12 text-right whitespace-nowrap text-muted tabular-nums">
                    {percent.format(entry.progress / 100)}
                  </span>
                </div>
              )}
              {entry.status === 'done' && <p className="text-success-700">{doneMessage}</p>}
              {entry.status === 'failed' && (
                <p className="text-danger-700">{entry.error ?? i18n._(MEDIA_UPLOAD_FAILED)}</p>
              )}
            </div>
            {entry.status !== 'uploading' && onDismissUpload && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Dismiss ${fileName}`}
                onClick={() => onDismissUpload(entry.key)}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
