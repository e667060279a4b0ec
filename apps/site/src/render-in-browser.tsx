import { LoadingScreen } from '@colla/ui/patterns/loading-screen';
import { LocaleProvider } from '@colla/i18n/provider';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyPageMeta, pageMeta } from './page-meta';
import type { PageProps, SitePage } from './pages';
import { SiteShell } from './shell';

export interface BrowserRenderOptions {
  container: HTMLElement;
  match: { page: SitePage };
  props: PageProps;
  shellPath: string;
  pageCode: Promise<{ Page: ComponentType<PageProps> }>;
  healthCheck: Promise<unknown>;
}

/** The start-up check: the Loading screen while the health check runs (its failure ignored). */
export async function renderInBrowser({
  container,
  match,
  props,
  shellPath,
  pageCode,
  healthCheck,
}: BrowserRenderOptions): Promise<void> {
  const root = createRoot(container);
  root.render(
    <LocaleProvider>
      <LoadingScreen />
    </LocaleProvider>,
  );
  const [{ Page }] = await Promise.all([pageCode, healthCheck]);
  if (match.page.meta) applyPageMeta(pageMeta(match.page.meta));
  root.render(
    <StrictMode>
      <LocaleProvider>
        <SiteShell pathname={shellPath}>
          <Page {...props} />
        </SiteShell>
      </LocaleProvider>
    </StrictMode>,
  );
}
