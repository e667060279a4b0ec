// The `*.po` module type travels with this file into every program that imports it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogs.d.ts" />
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useCallback, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
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

/** Loads a language's catalog and makes it the one every message below `LocaleProvider` uses. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
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
