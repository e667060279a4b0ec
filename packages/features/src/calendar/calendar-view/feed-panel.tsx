import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, CalendarDays, Check, Copy, Download, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { controlVariants } from '@colla/ui/components/input';
import { cn } from '@colla/ui/lib/cn';
import { webcalUrl } from '../calendar-dates';
import {
  COPY_FAILED_MESSAGE,
  FEED_ADDRESS_HIDDEN_MESSAGE,
  FEED_DESCRIPTION,
  FEED_ERROR_MESSAGE,
  FEED_PRIVATE_NOTE,
  FEED_RENEWED_MESSAGE,
  FEED_RENEW_LABEL,
  FEED_RENEW_MESSAGE,
  FEED_RENEW_TITLE,
  FEED_SHOWN_ONCE_NOTE,
  FEED_TITLE,
  feedActiveMessage,
} from './calendar-copy';
import type { CalendarFeedState } from './calendar-types';
import { SkeletonStack } from './skeleton-stack';

/**
 * The personal iCalendar feed: its link (shown once, when created or renewed) to copy, subscribe
 * to or download, or since when it is active with a way to get a new address.
 */
export function FeedPanel({
  feed,
  copyText,
}: {
  feed: CalendarFeedState;
  copyText: (text: string) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [renewed, setRenewed] = useState(false);
  const url = feed.status === 'success' ? feed.url : null;

  // The confirmation closes with its button gone: focus goes to the new link instead.
  useEffect(() => {
    if (renewed && url) inputRef.current?.focus();
  }, [renewed, url]);

  let body: ReactNode;
  if (feed.status === 'loading') {
    body = <SkeletonStack blocks={['h-11 w-full', 'h-11 w-40']} />;
  } else if (feed.status === 'error') {
    body = (
      <Alert variant="warning">
        <AlertTitle>{i18n._(FEED_ERROR_MESSAGE)}</AlertTitle>
        <AlertDescription>
          <p>{feed.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2 bg-surface"
            loading={feed.retrying}
            onClick={feed.onRetry}
          >
            {t`Try Again`}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (url === null) {
    const renew = async () => {
      await feed.onRenew();
      setCopy('idle');
      setRenewed(true);
    };
    body = (
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-sm font-semibold text-ink">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
          {feedActiveMessage(feed.createdAt)}
        </p>
        <p className="text-sm text-muted">{i18n._(FEED_ADDRESS_HIDDEN_MESSAGE)}</p>
        <div>
          <ConfirmDialog
            title={i18n._(FEED_RENEW_TITLE)}
            message={i18n._(FEED_RENEW_MESSAGE)}
            confirmLabel={i18n._(FEED_RENEW_LABEL)}
            cancelLabel={t`Cancel`}
            onConfirm={renew}
            trigger={
              <Button variant="secondary">
                <RefreshCw aria-hidden="true" className="size-4" />
                {i18n._(FEED_RENEW_LABEL)}
              </Button>
            }
          />
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {t`Your calendar link`}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              readOnly
              value={url}
              aria-describedby={`${inputId}-once`}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(
                controlVariants(),
                'min-w-0 flex-[1_1_14rem] font-mono text-sm sm:text-xs',
              )}
            />
            <Button
              variant="secondary"
              onClick={() => {
                copyText(url).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                );
              }}
            >
              {copy === 'copied' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copy === 'copied' ? t`Copied` : t`Copy link`}
            </Button>
          </div>
          <p id={`${inputId}-once`} className="text-sm text-muted">
            {i18n._(FEED_SHOWN_ONCE_NOTE)}
          </p>
          <p role="status" className="text-sm text-muted empty:hidden">
            {copy === 'copied'
              ? t`Link copied. Paste it into your calendar app.`
              : copy === 'failed'
                ? i18n._(COPY_FAILED_MESSAGE)
                : renewed
                  ? i18n._(FEED_RENEWED_MESSAGE)
                  : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={webcalUrl(url)} className={buttonVariants()}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t`Subscribe in your calendar app`}
          </a>
          <a href={url} download="colla.ics" className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            {t`Download .ics`}
          </a>
        </div>
        <p className="text-xs text-muted">{i18n._(FEED_PRIVATE_NOTE)}</p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      data-slot="calendar-feed"
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-ink">
          {i18n._(FEED_TITLE)}
        </h2>
        <p className="text-sm text-muted">{i18n._(FEED_DESCRIPTION)}</p>
      </div>
      {body}
    </section>
  );
}
