import { Footer, HERO_WAVE_ID, PublicNav } from '@colla/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { renderSiteLink } from './links';

/** Every public page: the fixed navigation, the page, the footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <PublicNav pathname={pathname} waveSectionId={HERO_WAVE_ID} renderLink={renderSiteLink} />
      <main id="content">
        <Outlet />
      </main>
      <Footer pathname={pathname} renderLink={renderSiteLink} />
    </>
  );
}
