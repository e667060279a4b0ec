import './styles.css';
import { ApiProvider, createAuthStorage, createCollaClient } from '@colla/api-client';
import { isLocale, LOCALE_NAMES, LOCALES } from '@colla/i18n/locales';
import { activateLocale, LocaleProvider } from '@colla/i18n/provider';
import { mockModeHandlers } from '@colla/mocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configure } from 'storybook/test';

// A busy machine (CI on 2 shared cores) can take more than a second to render a screen and
// answer its mocked calls: findBy… and waitFor wait up to 10 s before they fail.
configure({ asyncUtilTimeout: 10_000 });

/** Route args for page stories: `parameters.route = { path: '/proposals/:slug', url: '/proposals/x' }`. */
export interface RouteParameter {
  path?: string;
  url?: string;
}

/**
 * Every story gets a fresh client and query cache, so no state leaks between stories. Both live
 * in state: the decorators around this one re-render (the language loading), and a new cache
 * then would ask again and hide what the story shows (an error answered once, say).
 */
function ApiRoot({ children }: { children: ReactNode }) {
  const [{ client, queryClient }] = useState(() => ({
    client: createCollaClient({
      auth: createAuthStorage(window.localStorage, window.sessionStorage),
      onUnauthorized: () => undefined,
    }),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

const withApi: Decorator = (Story) => (
  <ApiRoot>
    <Story />
  </ApiRoot>
);

/**
 * A memory router, driven by `parameters.route`, for the apps' page stories. Stories that bring
 * their own router (the portal's route objects, `parameters.router = 'own'`) get none.
 */
const withRouter: Decorator = (Story, { parameters }) => {
  if (parameters.router === 'own') return <Story />;
  const route = (parameters.route ?? {}) as RouteParameter;
  const path = route.path ?? '*';
  return (
    <MemoryRouter initialEntries={[route.url ?? '/']}>
      <Routes>
        <Route path={path} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

/** Every story in the language picked in the toolbar (English unless a story says otherwise). */
const withLocale: Decorator = (Story) => (
  <LocaleProvider>
    <Story />
  </LocaleProvider>
);

const preview: Preview = {
  decorators: [withApi, withRouter, withLocale],
  globalTypes: {
    locale: {
      description: 'The language the story is shown in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
    },
    mswLoader(async () => {
      // openapi.yaml's own examples answer every operation unless a story overrides it.
      const worker = setupWorker(...mockModeHandlers);
      await worker.start({
        // Every API call must be mocked; the dev server's own modules (a language's catalog
        // fetched when the toolbar switches) pass through.
        onUnhandledRequest: (request, print) => {
          const url = new URL(request.url);
          if (url.origin === window.location.origin && !url.pathname.startsWith('/api/')) return;
          print.error();
        },
        quiet: true,
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
