import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Locale } from './locales';

/**
 * A message the API server writes: its English text, which is also its id in the server's
 * catalog (packages/i18n/locales/server), and the values of its `{placeholders}`. Written in
 * the server's code as `/*i18n*\/ { id: 'Proposal not found.' }` or
 * `/*i18n*\/ { id: 'The {attribute} field is required.', values: { attribute } }`: Lingui's
 * extractor picks up object literals marked `/*i18n*\/` without macros (the server runs
 * TypeScript through tsx, with no Babel).
 */
export interface ServerMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, unknown>>;
  /** A note for translators, extracted into the catalog. */
  readonly comment?: string;
}

export const isServerMessage = (value: unknown): value is ServerMessage =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** Each language's translations: message id (the English) → translated ICU message. */
export type ServerCatalogs = Partial<Record<Locale, Record<string, string | undefined>>>;

/** Turns an ICU message into Lingui's compiled form (`@lingui/message-utils`' compileMessage). */
export type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

/** Writes a message in a language. */
export type Translate = (locale: Locale, message: ServerMessage) => string;

/**
 * One Lingui instance per language, each fixed to its language: requests in different
 * languages run at the same time, so nothing ever switches a shared active locale. English
 * is the code's own text (the catalog's ids); a message missing or untranslated in a
 * catalog falls back to it too.
 */
export function createTranslator(catalogs: ServerCatalogs, compile: MessageCompiler): Translate {
  const instances = new Map<Locale, { i18n: I18n; messages: Messages }>();
  for (const locale of LOCALES) {
    const messages: Messages = {};
    if (locale !== 'en') {
      for (const [id, translation] of Object.entries(catalogs[locale] ?? {})) {
        if (translation) messages[id] = compile(translation);
      }
    }
    // Every message is compiled here, never by Lingui at call time: a compiled text is final.
    instances.set(locale, {
      i18n: setupI18n({ locale, messages: { [locale]: messages } }),
      messages,
    });
  }
  const translate: Translate = (locale, message) => {
    const instance = instances.get(locale) ?? instances.get('en');
    if (!instance) throw new Error(`No messages for ${locale}`);
    // A message the catalog lacks is written from its English, compiled once and kept.
    if (!(message.id in instance.messages)) instance.messages[message.id] = compile(message.id);
    // A value that is itself a message (the first field error in "… (and 2 more errors)") is
    // written in the same language.
    const values = message.values
      ? Object.fromEntries(
          Object.entries(message.values).map(([name, value]) => [
            name,
            isServerMessage(value) ? translate(locale, value) : value,
          ]),
        )
      : undefined;
    return instance.i18n._(message.id, values);
  };
  return translate;
}
