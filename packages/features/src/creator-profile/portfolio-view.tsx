import type { components } from '@colla/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { IconButton } from '@colla/ui/components/icon-button';
import { Picture } from '@colla/ui/components/picture';
import { cn } from '@colla/ui/lib/cn';

export type PortfolioItem = components['schemas']['PortfolioItem'];

/**
 * The viewer (a dialog) loads the first time an item opens: the site's page, whose items are
 * links, never ships it.
 */
const PortfolioViewer = lazy(() =>
  import('./portfolio-viewer').then((module) => ({ default: module.PortfolioViewer })),
);

/** A video's room: a fixed 4:5 box, so nothing shifts while its first frame loads. */
const VIDEO_BOX = { width: 400, height: 500 } as const;

/**
 * What the grid's pictures take: two columns on a phone (the 400 px file), three from `sm`, four
 * from `lg`.
 */
const GRID_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

/** An item's text alternative: its caption, else its place in the portfolio. */
export function useItemLabel() {
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
  // Once opened the viewer stays mounted, so it can close itself and give focus back.
  const [viewerWanted, setViewerWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openFrom = (index: number) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setViewerWanted(true);
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
      {opens === 'viewer' && viewerWanted && (
        <Suspense fallback={null}>
          <PortfolioViewer
            items={items}
            index={open}
            onIndexChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
