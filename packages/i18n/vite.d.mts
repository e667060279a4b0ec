import type { PluginOption } from 'vite';

/** Lingui's macros and `.po` catalogs, compiled for a Vite build. */
export function i18n(): PluginOption[];
