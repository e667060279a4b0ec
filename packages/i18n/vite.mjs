import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const configPath = fileURLToPath(new URL('../../lingui.config.js', import.meta.url));
const linguiConfig = getConfig({ configPath, skipValidation: true });
const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`) turned into catalog lookups. Vite's React
 * plugin no longer runs Babel, so this runs the macro's Babel plugin on the files that import a
 * macro, before anything else sees them.
 */
function linguiMacros() {
  return {
    name: 'colla-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** A message's id in compiled code: `{ id: "Xy12ab" }`, or `id="Xy12ab"` before JSX is compiled. */
const MESSAGE_ID = /\bid\s*[:=]\s*["']([^"'\\\s]{1,80})["']/g;

/**
 * The code a chunk starts with to have its messages loaded: once the messages runtime
 * (`@colla/i18n/provider`) is running it fetches them in the language in use before the chunk's
 * code runs; before that (the first chunks) it leaves them for the runtime to fetch when it
 * activates the starting language.
 */
const chunkPrelude = (files) =>
  `{const f=${JSON.stringify(files)},g=globalThis;` +
  `g.__collaCatalog?await g.__collaCatalog(import.meta.url,f):` +
  `(g.__collaCatalogPending??=[]).push([import.meta.url,f])}`;

/**
 * Each language's messages sent with the code that shows them, not as one catalog for the whole
 * app. A build's entry chunk, and each chunk loaded on demand (a screen), gets a catalog per
 * language of the messages its code and the code it imports use (less what the entry's code
 * already brought), as a hashed JSON file beside it; the chunk fetches it in the language in use before it
 * runs, and a change of language fetches every catalog loaded so far in the new one. So the first
 * load carries the sign-in screen's words, not the admin's; nor, in the portal, the site's.
 */
function catalogsPerChunk() {
  /** @type {Map<string, Set<string>>} the ids of the messages each module's code names */
  const idsByModule = new Map();
  /** @type {Record<string, Record<string, string>>} each language's messages, by id */
  let translations = {};
  /** @type {Set<string>} */
  let known = new Set();
  let assetsDir = 'assets';
  /** @type {Map<string, string>} catalog files to emit: file name → JSON */
  const files = new Map();
  return {
    name: 'colla-catalogs-per-chunk',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async buildStart() {
      const catalogs = await getCatalogs(linguiConfig);
      const web = catalogs.find((catalog) => /\/web\/\{locale\}$/.test(catalog.path));
      if (!web) throw new Error('lingui.config.js has no web catalog.');
      translations = {};
      for (const locale of linguiConfig.locales) {
        const { messages } = await web.getTranslations(locale, {
          fallbackLocales: linguiConfig.fallbackLocales,
          sourceLocale: linguiConfig.sourceLocale,
        });
        translations[locale] = messages;
      }
      known = new Set(Object.keys(translations[linguiConfig.sourceLocale] ?? {}));
    },
    transform(code, id) {
      const found = new Set();
      for (const [, messageId] of code.matchAll(MESSAGE_ID)) {
        if (known.has(messageId)) found.add(messageId);
      }
      if (found.size > 0) idsByModule.set(id, found);
      else idsByModule.delete(id);
      return null;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of meta.chunks[fileName]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const idsOf = (fileNames) => {
        const ids = new Set();
        for (const fileName of fileNames) {
          for (const moduleId of meta.chunks[fileName]?.moduleIds ?? []) {
            for (const messageId of idsByModule.get(moduleId) ?? []) ids.add(messageId);
          }
        }
        return ids;
      };
      const ids = idsOf(closure(chunk.fileName));
      // What every entry's code brought is there before any chunk loads on demand.
      if (!chunk.isEntry) {
        const entries = Object.values(meta.chunks).filter((other) => other.isEntry);
        const brought = entries.map((entry) => idsOf(closure(entry.fileName)));
        for (const messageId of [...ids]) {
          if (brought.length > 0 && brought.every((set) => set.has(messageId)))
            ids.delete(messageId);
        }
      }
      if (ids.size === 0) return null;
      const relative = {};
      for (const locale of linguiConfig.locales) {
        const subset = {};
        for (const messageId of [...ids].sort())
          subset[messageId] = translations[locale][messageId];
        const { source, errors } = createCompiledCatalog(locale, subset, { namespace: 'json' });
        if (errors.length > 0) {
          throw new Error(`The ${locale} catalog does not compile: ${errors[0]?.id}`);
        }
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `${assetsDir}/i18n/${locale}-${hash}.json`;
        files.set(fileName, source);
        relative[locale] = posix.relative(posix.dirname(chunk.fileName), fileName);
      }
      // On the first line, so line numbers (and any source map's lines) stay as they were.
      return { code: chunkPrelude(relative) + code, map: null };
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * Everything a Vite build needs for Colla's messages: the macros, and `.po` catalogs compiled.
 * `split`: a browser build (the portal, the site) sends each chunk's messages with it
 * (`catalogsPerChunk`) rather than a whole language's catalog at once.
 */
export function i18n({ split = false } = {}) {
  return [
    linguiMacros(),
    ...lingui({ configPath, failOnMissing: false, failOnCompileError: true }),
    ...(split ? [catalogsPerChunk()] : []),
  ];
}
