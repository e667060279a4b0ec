import { createAuthStorage, createCollaClient } from '@colla/api-client';
import { isLocale } from '@colla/i18n/locales';
import { localePath, rememberLocale, splitLocalePath } from '@colla/features/site/locale';
import { activateLocale, LocaleProvider } from '@colla/i18n/provider';
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { API_MOCKING } from './env';
import { matchPage, type PageProps } from './pages';
import { LoadFailed } from './load-failed';
import { SHELL_IDS, SiteNav } from './nav';
import { invitationRedirect, PRESET_INVITATION_KEY } from '@colla/api-client';

/**
 * Marks its container `data-hydrated` once React has taken it over: until then a tap on a
 * prerendered page does nothing, so tests (and anyone debugging) wait for this mark.
 */
function Hydrated({ containerId, children }: { containerId: string; children: ReactNode }) {
  useEffect(() => {
    document.getElementById(containerId)?.setAttribute('data-hydrated', 'true');
  }, [containerId]);
  return children;
}

/**
 * A language chosen in a switcher is remembered (`colla_locale`), also where the switcher is
 * static HTML that is never hydrated (the footer).
 */
function rememberChosenLanguages(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-slot="language-link"]')
        : null;
    const language = link?.hreflang;
    if (isLocale(language)) rememberLocale(language);
  });
}

/** Hydrates the navigation of a page the server answered with its 404 (`/ca/nothing`). */
function hydrateNotFound(pathname: string): void {
  const navContainer = document.getElementById(SHELL_IDS.nav);
  if (!navContainer) return;
  hydrateRoot(
    navContainer,
    <StrictMode>
      <LocaleProvider>
        <Hydrated containerId={SHELL_IDS.nav}>
          <SiteNav pathname={pathname} />
        </Hydrated>
      </LocaleProvider>
    </StrictMode>,
  );
}

/** The start-up check, then hydration of the prerendered page or rendering in the browser. */
export async function start(): Promise<void> {
  const url = new URL(window.location.href);
  const redirect = invitationRedirect(url, window.localStorage.getItem(PRESET_INVITATION_KEY));
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  rememberChosenLanguages();
  const match = matchPage(url.pathname);
  if (!match) {
    const { locale } = splitLocalePath(url.pathname);
    const container = document.getElementById('root');
    if (locale !== 'en' && container?.firstElementChild) {
      // The server answered with this language's 404 page: it stays, its navigation moves.
      await activateLocale(locale);
      hydrateNotFound(url.pathname);
      return;
    }
    // Root goes home: / goes to /home; so does any path the site does not have (in its language).
    const home = localePath('/home', locale);
    window.location.replace(`${home}${url.pathname === '/' ? url.search + url.hash : ''}`);
    return;
  }
  if (API_MOCKING) {
    const { startMockWorker } = await import('@colla/mocks/browser');
    await startMockWorker();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  await activateLocale(match.locale);
  document.documentElement.lang = match.locale;
  // A page prerendered at build time (or rendered by the server) is already on screen: its
  // navigation is hydrated at once, the page itself only when it is interactive (and was not
  // rendered by the server with its data, which leaves nothing to run). Anything else shows the Loading screen while the
  // start-up health check runs (the start-up check), then renders.
  const prerendered = container.firstElementChild !== null;
  const client = createCollaClient({ auth: createAuthStorage() });
  const healthCheck = client.GET('/health-check').catch(() => undefined);
  const pageCode = () =>
    match.page.load().then(
      (module) => ({ Page: module.default, loaded: true }),
      () => ({ Page: LoadFailed as ComponentType<PageProps>, loaded: false }),
    );

  const props: PageProps = { pathname: url.pathname, search: url.search };
  // The path as the server rendered it (its language kept, a trailing slash dropped).
  const shellPath =
    match.page.rendering === 'request' ? url.pathname : localePath(match.path, match.locale);

  if (prerendered) {
    const navContainer = document.getElementById(SHELL_IDS.nav);
    if (navContainer) {
      hydrateRoot(
        navContainer,
        <StrictMode>
          <LocaleProvider>
            <Hydrated containerId={SHELL_IDS.nav}>
              <SiteNav pathname={shellPath} />
            </Hydrated>
          </LocaleProvider>
        </StrictMode>,
      );
    }
    const pageContainer = document.getElementById(SHELL_IDS.page);
    if (!match.page.interactive || match.page.rendering === 'request' || !pageContainer) return;
    const { Page, loaded } = await pageCode();
    const tree = (
      <StrictMode>
        <LocaleProvider>
          <Hydrated containerId={SHELL_IDS.page}>
            <Page {...props} />
          </Hydrated>
        </LocaleProvider>
      </StrictMode>
    );
    if (loaded) {
      hydrateRoot(pageContainer, tree);
    } else {
      pageContainer.replaceChildren();
      createRoot(pageContainer).render(tree);
    }
    return;
  }
  // Not prerendered (a utility page, or the development server): rendered here, by code that a
  // prerendered page never loads.
  const { renderInBrowser } = await import('./render-in-browser');
  await renderInBrowser({ container, match, props, shellPath, pageCode: pageCode(), healthCheck });
}
