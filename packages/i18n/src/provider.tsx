// The `*.po` module type travels with this file into every program that imports it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogs.d.ts" />
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useCallback, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  localeCookie,
  localeFromCookie,
  negotiateLocale,
  type Locale,
} from './locales';

/** Each language's compiled catalog, fetched only when that language is used. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/web/en.po'),
  ca: () => import('../locales/web/ca.po'),
  es: () => import('../locales/web/es.po'),
};

/**
 * A browser build sends each chunk's messages beside it (`i18n({ split: true })` in
 * `@colla/i18n/vite`): every chunk loaded so far, by the URL of its catalog in each language.
 * Empty where the whole catalogs above are used (development, Storybook, tests, the server).
 */
type ChunkCatalog = Record<Locale, string>;
const chunkCatalogs: ChunkCatalog[] = [];
/** The language being activated, or active: what a chunk loaded now fetches its messages in. */
let wanted: Locale | undefined;
const fetched = new Map<string, Promise<Messages>>();

/** A chunk catalog's messages, fetched once (a failed fetch is tried again, then again next time). */
function fetchMessages(url: string): Promise<Messages> {
  let messages = fetched.get(url);
  if (!messages) {
    const attempt = async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The catalog ${url} answered ${response.status}.`);
      return ((await response.json()) as { messages: Messages }).messages;
    };
    messages = attempt().catch(() =>
      new Promise<Messages>((resolve) => setTimeout(resolve, 500)).then(attempt),
    );
    messages.catch(() => fetched.delete(url));
    fetched.set(url, messages);
  }
  return messages;
}

function registerChunk(base: string, files: ChunkCatalog): ChunkCatalog {
  const urls = Object.fromEntries(
    LOCALES.map((locale) => [locale, new URL(files[locale], base).href]),
  ) as ChunkCatalog;
  chunkCatalogs.push(urls);
  return urls;
}

type ChunkLoader = (base: string, files: ChunkCatalog) => Promise<void>;
const runtime = globalThis as {
  __collaCatalog?: ChunkLoader;
  __collaCatalogPending?: [string, ChunkCatalog][];
};
// The chunks that ran before this module (the entry's): their catalogs load on activation.
for (const [base, files] of runtime.__collaCatalogPending ?? []) registerChunk(base, files);
runtime.__collaCatalogPending = [];
// A chunk loaded from now on (a screen's) waits for its messages in the language in use.
runtime.__collaCatalog = async (base, files) => {
  const urls = registerChunk(base, files);
  const locale = wanted;
  if (locale) i18n.load(locale, { ...(await fetchMessages(urls[locale])) });
};

/** Loads a language's catalog and makes it the one every message below `LocaleProvider` uses. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  const messages =
    chunkCatalogs.length > 0
      ? Object.assign(
          {},
          ...(await Promise.all(chunkCatalogs.map((files) => fetchMessages(files[locale])))),
        )
      : (await catalogs[locale]()).messages;
  // Added to what this language has (a screen's chunk may have loaded its messages meanwhile).
  i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The language a browser starts in: the one chosen before (the `colla_locale` cookie, shared
 * with the public site's switcher), else the first of ours in the browser's languages, else
 * English.
 */
export function startingLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return localeFromCookie(document.cookie) ?? negotiateLocale(navigator.languages);
}

/** Switches to a language and remembers it in this browser (the cookie the site also reads). */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.cookie = localeCookie(locale);
}

/**
 * The language in use and a way to change it (loads its catalog, re-renders every message and
 * remembers the choice). A signed-in person's choice is also saved to their account by the caller.
 */
export function useLocaleChoice(): { locale: Locale; choose: (locale: Locale) => Promise<void> } {
  const { i18n: active } = useLingui();
  const choose = useCallback((locale: Locale) => chooseLocale(locale), []);
  return { locale: isLocale(active.locale) ? active.locale : DEFAULT_LOCALE, choose };
}

/** Messages in the active language for everything below it; a change of language re-renders. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
