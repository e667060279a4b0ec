/**
 * The containers of a public page. A prerendered page hydrates only what moves: the navigation
 * always, the page itself when it is interactive; the rest stays static HTML with no JavaScript.
 * (Its own module, so tests read it without loading the navigation's code.)
 */
export const SHELL_IDS = { nav: 'site-nav', page: 'site-page' } as const;
