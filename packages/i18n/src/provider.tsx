// The `*.po` module type travels with this file into every program that imports it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogs.d.ts" />
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from './locales';

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
}

/** Messages in the active language for everything below it; a change of language re-renders. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
