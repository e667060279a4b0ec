/**
 * The homepage with its showcase of live proposals (`/home`, `/ca/home`, `/es/home`), rendered by
 * the server and kept for a short while: a busy day's visitors share one database read and one
 * render per language instead of one each (docs/api-server.md, "The homepage's showcase").
 */
import type { components } from '@colla/api-client/schema';

type PublicProposal = components['schemas']['PublicProposal'];

export interface RenderedPage {
  status: number;
  html: string;
}

/** How long a rendered homepage is kept when nothing changes a proposal on this process. */
export const SHOWCASE_TTL_MS = 60_000;
/** How long the page goes without a showcase after the database failed, before it is asked again. */
export const SHOWCASE_RETRY_MS = 5_000;

export interface HomeShowcaseOptions {
  /** Reads the proposals to show (the database). */
  load: () => Promise<PublicProposal[]>;
  /** Renders the homepage at `pathname` with them; null when the site cannot (no renderer). */
  render: (pathname: string, proposals: PublicProposal[]) => Promise<RenderedPage | null>;
  /** The server's clock (`app.colla.now`). */
  now: () => Date;
  /** Told when the database or the render failed (the page then goes without its showcase). */
  failed: (error: unknown, what: 'load' | 'render') => void;
}

export interface HomeShowcase {
  /**
   * The homepage at `pathname` (normalized: `/home`, `/ca/home`, `/es/home`) with its showcase,
   * or null when it cannot be had (the database is down, no renderer): the caller sends the page
   * prerendered at build time, which has none.
   */
  page(pathname: string): Promise<RenderedPage | null>;
  /** Forgets what is kept: the next visit reads the proposals again. */
  invalidate(): void;
}

interface Generation {
  /** When it stops being used (by the server's clock, in ms). */
  expires: number;
  proposals: Promise<PublicProposal[] | null>;
  /** Each language's page, rendered once from `proposals`. */
  pages: Map<string, Promise<RenderedPage | null>>;
}

export function createHomeShowcase({
  load,
  render,
  now,
  failed,
}: HomeShowcaseOptions): HomeShowcase {
  let current: Generation | null = null;

  function generation(): Generation {
    const at = now().getTime();
    if (current && at < current.expires) return current;
    const next: Generation = {
      expires: at + SHOWCASE_TTL_MS,
      // One read however many visitors arrive while it runs.
      proposals: load().catch((error: unknown) => {
        failed(error, 'load');
        // A failed read is retried soon, not by every visitor.
        next.expires = Math.min(next.expires, at + SHOWCASE_RETRY_MS);
        return null;
      }),
      pages: new Map(),
    };
    current = next;
    return next;
  }

  return {
    page(pathname) {
      const { proposals, pages } = generation();
      let page = pages.get(pathname);
      if (!page) {
        page = proposals.then(async (list) => {
          if (!list) return null;
          try {
            return await render(pathname, list);
          } catch (error) {
            failed(error, 'render');
            return null;
          }
        });
        pages.set(pathname, page);
      }
      return page;
    },
    invalidate() {
      current = null;
    },
  };
}
