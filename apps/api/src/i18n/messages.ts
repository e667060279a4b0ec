import { createTranslator, type ServerMessage, type Translate } from '@colla/i18n/server';
import { LOCALES, type Locale } from '@colla/i18n/locales';
import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type { ServerMessage };

/** The server's catalog: packages/i18n/locales/server/{en,ca,es}.po (`pnpm i18n:extract`). */
export const SERVER_CATALOG_DIR = fileURLToPath(
  new URL('../../../../packages/i18n/locales/server', import.meta.url),
);

/**
 * Lingui's message compiler. `@lingui/message-utils` is a dependency of `@lingui/format-po`
 * (and of `@lingui/core`), not of this package: it is loaded from where format-po finds it.
 */
function messageCompiler(): (message: string) => ReturnType<Translate> | unknown[] {
  const require = createRequire(import.meta.url);
  const formatPo = require.resolve('@lingui/format-po');
  const utils = createRequire(formatPo)('@lingui/message-utils/compileMessage') as {
    compileMessage: (message: string) => string | unknown[];
  };
  return utils.compileMessage;
}

/** Reads the Catalan and Spanish catalogs (English is the code's own text). */
export function loadServerCatalogs(
  dir = SERVER_CATALOG_DIR,
): Partial<Record<Locale, Record<string, string>>> {
  const po = formatter({});
  const catalogs: Partial<Record<Locale, Record<string, string>>> = {};
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    let content: string;
    try {
      content = readFileSync(`${dir}/${locale}.po`, 'utf8');
    } catch {
      continue;
    }
    const parsed = po.parse(content, {
      locale,
      sourceLocale: 'en',
      filename: `${locale}.po`,
    }) as Record<string, { translation?: string; obsolete?: boolean }>;
    catalogs[locale] = Object.fromEntries(
      Object.entries(parsed)
        .filter(([, entry]) => entry.translation && !entry.obsolete)
        .map(([id, entry]) => [id, entry.translation ?? '']),
    );
  }
  return catalogs;
}

let translator: Translate | undefined;

/** Loads the catalogs once (at server start: `buildServer` calls it). */
export function loadMessages(): Translate {
  translator ??= createTranslator(
    loadServerCatalogs(),
    messageCompiler() as Parameters<typeof createTranslator>[1],
  );
  return translator;
}

/** A message written in a language. */
export function translate(locale: Locale, message: ServerMessage): string {
  return loadMessages()(locale, message);
}

/** A message in English: the spec's wording, for logs and for `Error.message`. */
export const english = (message: ServerMessage): string => translate('en', message);
