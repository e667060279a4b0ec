import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate } from '@colla/ui/lib/format';
import { PageIntro, type PageIntroProps } from './hero';

/** A page's intro copy: what `PageIntro` shows above the page's own sections. */
export type SitePageIntro = Omit<PageIntroProps, 'children' | 'className'>;

export interface SitePageFrameProps {
  /** The page's `data-slot`, e.g. `about-page`. */
  slot: string;
  className?: string | undefined;
  /** The light intro band with the page's `<h1>`; leave it out when the page has its own (a hero). */
  intro?: SitePageIntro;
  /** When the page was last reviewed, `YYYY-MM-DD`: a "Last updated" line under the intro. */
  updated?: string;
  children: ReactNode;
}

/**
 * The frame of a public page: the page's canvas, its intro (eyebrow, `<h1>`, description and an
 * optional "Last updated" date) and its sections.
 */
export function SitePage({ slot, className, intro, updated, children }: SitePageFrameProps) {
  return (
    <div data-slot={slot} className={cn('bg-canvas text-ink', className)}>
      {intro && (
        <PageIntro {...intro}>
          {updated && <LastUpdated updated={updated} date={formatLongDate(updated)} />}
        </PageIntro>
      )}
      {children}
    </div>
  );
}

/** "Last updated {date}": one sentence for translators, the date from Intl. */
function LastUpdated({ updated, date }: { updated: string; date: string }) {
  return (
    <p className="text-sm text-muted">
      <Trans>
        Last updated <time dateTime={updated}>{date}</time>
      </Trans>
    </p>
  );
}
