import { HERO_WAVE_ID, PublicNav } from '@colla/ui';
import { renderSiteLink } from './links';

/**
 * The containers of a public page. A prerendered page hydrates only what moves: the navigation
 * always, the page itself when it is interactive; the rest stays static HTML with no JavaScript.
 */
export const SHELL_IDS = { nav: 'site-nav', page: 'site-page' } as const;

/** The public navigation, wired to the site's links and the home page's wave. */
export function SiteNav({ pathname }: { pathname: string }) {
  return <PublicNav pathname={pathname} waveSectionId={HERO_WAVE_ID} renderLink={renderSiteLink} />;
}
