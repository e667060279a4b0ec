import { HERO_WAVE_ID } from '@colla/features/site/sections';
import { PublicNav } from '@colla/features/site/public-nav';

/**
 * The containers of a public page. A prerendered page hydrates only what moves: the navigation
 * always, the page itself when it is interactive; the rest stays static HTML with no JavaScript.
 */
export const SHELL_IDS = { nav: 'site-nav', page: 'site-page' } as const;

/**
 * The public navigation, wired to the home page's wave. Every public page is its own prerendered
 * document, so the site provides no router link: links are plain anchors (the next page arrives
 * as HTML, already rendered, and the portal is another app on the same origin).
 */
export function SiteNav({ pathname }: { pathname: string }) {
  return <PublicNav pathname={pathname} waveSectionId={HERO_WAVE_ID} />;
}
