import { HERO_WAVE_ID } from '@colla/features/site/sections';
import { PublicNav } from '@colla/features/site/public-nav';

export { SHELL_IDS } from './shell-ids';

/**
 * The public navigation, wired to the home page's wave. Every public page is its own prerendered
 * document, so the site provides no router link: links are plain anchors (the next page arrives
 * as HTML, already rendered, and the portal is another app on the same origin).
 */
export function SiteNav({ pathname }: { pathname: string }) {
  return <PublicNav pathname={pathname} waveSectionId={HERO_WAVE_ID} />;
}
