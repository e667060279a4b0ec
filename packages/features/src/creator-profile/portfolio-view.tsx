import type { components } from '@colla/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Button } from '@colla/ui/components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@colla/ui/components/dialog';
import { IconButton } from '@colla/ui/components/icon-button';
import { Picture } from '@colla/ui/components/picture';
import { cn } from '@colla/ui/lib/cn';

export type PortfolioItem = components['schemas']['PortfolioItem'];

/** A video's room: a fixed 4:5 box, so nothing shifts while its first frame loads. */
const VIDEO_BOX = { width: 400, height: 500 } as const;

/**
 * What the grid's pictures take: two columns on a phone (the 400 px file), three from `sm`, four
 * from `lg`.
 */
const GRID_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

/** An item's text alternative: its caption, else its place in the portfolio. */
function useItemLabel() {
  const { t } = useLingui();
  return (item: PortfolioItem, total: number) => {
    const n = item.position;
    return item.caption ?? t`Portfolio item ${n} of ${total}`;
  };
}

/** "Made for Forn Sant Pau", when the item came from a collaboration shown on the profile. */
export function MadeFor({ item, className }: { item: PortfolioItem; className?: string }) {
  if (!item.deal) return null;
  const brand = item.deal.brand_name;
  return (
    <p className={cn('text-sm text-muted', className)}>
      <Trans>Made for {brand}</Trans>
    </p>
  );
}

/**
 * An item's picture or video. `fill`: it covers its box (the grid's tiles); otherwise it shows
 * whole (the viewer).
 */
export function PortfolioMedia({
  item,
  alt,
  sizes,
  fill = false,
  className,
}: {
  item: PortfolioItem;
  alt: string;
  sizes: string;
  fill?: boolean;
  className?: string;
}) {
  const look = fill ? 'size-full object-cover' : 'max-h-[70dvh] w-auto object-contain';
  if (item.picture) {
    return (
      <Picture
        src={item.picture.src}
        srcSmall={item.picture.src_small}
        width={item.picture.width}
        height={item.picture.height}
        alt={alt}
        sizes={sizes}
        className={cn(look, className)}
      />
    );
  }
  return (
    <video
      data-slot="portfolio-video"
      controls
      preload="metadata"
      playsInline
      width={VIDEO_BOX.width}
      height={VIDEO_BOX.height}
      src={item.video_url ?? undefined}
      aria-label={alt}
      className={cn('aspect-[4/5] bg-neutral-900', look, className)}
    />
  );
}

export interface PortfolioViewerProps {
  items: readonly PortfolioItem[];
  /** The item shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes back to when it closes (the control that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * One item, larger, in a dialog: its caption and "made for", Previous and Next (the arrow keys
 * too); Escape closes it and focus goes back to the item that opened it.
 */
export function PortfolioViewer({
  items,
  index,
  onIndexChange,
  returnFocusTo,
}: PortfolioViewerProps) {
  const { t } = useLingui();
  const label = useItemLabel();
  const item = index === null ? undefined : items[index];
  const total = items.length;
  const go = (step: number) => {
    if (index === null || total === 0) return;
    onIndexChange((index + step + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const n = (index ?? 0) + 1;
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      {item && (
        <DialogContent
          size="lg"
          onKeyDown={onKeyDown}
          data-slot="portfolio-viewer"
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <div className="grid gap-1 pr-10">
            <DialogTitle>{t`Portfolio: ${n} of ${total}`}</DialogTitle>
            <DialogDescription className={item.caption ? 'text-base text-ink' : 'sr-only'}>
              {item.caption ?? label(item, total)}
            </DialogDescription>
            <MadeFor item={item} />
          </div>
          <div className="grid place-items-center rounded-xl bg-neutral-100">
            <PortfolioMedia
              key={item.id}
              item={item}
              alt={label(item, total)}
              sizes="(min-width: 640px) 42rem, 100vw"
            />
          </div>
          {total > 1 && (
            <div className="flex justify-between gap-3">
              <Button variant="outline" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" />
                <Trans>Previous</Trans>
              </Button>
              <Button variant="outline" onClick={() => go(1)}>
                <Trans>Next</Trans>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The portfolio as a grid (two columns on a phone, three or four wider), each item with its
 * caption and "made for"; a picture opens larger in `PortfolioViewer`, a video plays in place and
 * has its own button to open it larger.
 */
export function PortfolioGrid({
  items,
  opens = 'viewer',
  className,
}: {
  items: readonly PortfolioItem[];
  /**
   * How an item opens larger: in `PortfolioViewer`, or as a plain link to its file (`link`: a
   * page that runs no script, the site's public profile).
   */
  opens?: 'viewer' | 'link';
  className?: string;
}) {
  const { t } = useLingui();
  const label = useItemLabel();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openFrom = (index: number) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const total = items.length;
  return (
    <>
      <ul
        aria-label={t`Portfolio`}
        data-slot="portfolio-grid"
        className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}
      >
        {items.map((item, index) => {
          const alt = label(item, total);
          return (
            <li key={item.id} data-kind={item.kind} className="grid min-w-0 content-start gap-1.5">
              <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-neutral-100">
                {item.kind === 'image' && opens === 'link' ? (
                  <a
                    href={item.picture?.src}
                    className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    <PortfolioMedia item={item} alt={alt} sizes={GRID_SIZES} fill />
                  </a>
                ) : item.kind === 'image' ? (
                  <button
                    type="button"
                    onClick={openFrom(index)}
                    className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    <PortfolioMedia item={item} alt={alt} sizes={GRID_SIZES} fill />
                  </button>
                ) : (
                  <>
                    <PortfolioMedia item={item} alt={alt} sizes={GRID_SIZES} fill />
                    {opens === 'viewer' && (
                      <IconButton
                        size="sm"
                        variant="secondary"
                        label={t`Open larger: ${alt}`}
                        onClick={openFrom(index)}
                        className="absolute top-2 right-2"
                      >
                        <Expand />
                      </IconButton>
                    )}
                  </>
                )}
              </div>
              {item.caption && <p className="text-sm break-words text-ink">{item.caption}</p>}
              <MadeFor item={item} />
            </li>
          );
        })}
      </ul>
      {opens === 'viewer' && (
        <PortfolioViewer
          items={items}
          index={open}
          onIndexChange={setOpen}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
