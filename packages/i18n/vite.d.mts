import type { PluginOption } from 'vite';

/**
 * Lingui's macros and `.po` catalogs, compiled for a Vite build; with `split`, a browser build
 * sends each chunk's messages with it instead of a whole language's catalog.
 */
export function i18n(options?: { split?: boolean }): PluginOption[];
