import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
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

/** Everything a Vite build needs for Colla's messages: the macros, and `.po` catalogs compiled. */
export function i18n() {
  return [
    linguiMacros(),
    ...lingui({ configPath, failOnMissing: false, failOnCompileError: true }),
  ];
}
