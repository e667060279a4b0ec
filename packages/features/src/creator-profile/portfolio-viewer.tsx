import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { Button } from '@colla/ui/components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@colla/ui/components/dialog';
import { MadeFor, PortfolioMedia, useItemLabel, type PortfolioItem } from './portfolio-view';

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
