// The site's server-rendered pages on the demo data, served by the real API server and read in
// Debian's Chromium: one server and one browser per test file, and pages opened the way a
// person's phone opens them.
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { createDemoApp, type DemoApp } from '../../api/src/test/harness';
import { SHELL_IDS } from '../src/shell-ids';

/** The address canonical, Open Graph and sitemap URLs are written with. */
export const PUBLIC_URL = 'https://colla.example';

export interface SitePages {
  /** The demo app (its database, for checks). */
  readonly app: DemoApp;
  /** Where the server listens, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** A page of this width once React has taken over its navigation, recording console errors. */
  open(path: string, width?: number): Promise<{ page: Page; problems: string[] }>;
}

/**
 * Starts the server (and, unless `browser` is false, the browser) before the file's tests and
 * stops them after.
 */
export function serveSitePages({ browser: withBrowser = true } = {}): SitePages {
  let app: DemoApp | undefined;
  let origin = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createDemoApp({ serveApps: true, publicUrl: PUBLIC_URL });
    origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
    if (withBrowser) {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  return {
    get app() {
      if (!app) throw new Error('The site server starts in beforeAll.');
      return app;
    },
    get origin() {
      return origin;
    },
    async open(path, width = 375) {
      if (!browser) throw new Error('The browser starts in beforeAll (unless browser: false).');
      const page = await browser.newPage({ viewport: { width, height: 812 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      // Only the navigation is hydrated: the page itself is the server's HTML.
      await page.locator(`#${SHELL_IDS.nav}[data-hydrated]`).waitFor({ state: 'attached' });
      return { page, problems };
    },
  };
}
