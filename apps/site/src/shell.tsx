import { Footer } from '@colla/features/site/footer';
import type { ReactNode } from 'react';
import { SHELL_IDS, SiteNav } from './nav';

export function SiteFooter({ pathname }: { pathname: string }) {
  return <Footer pathname={pathname} />;
}

/** Every public page: the fixed navigation, the page, the footer (rendered in the browser). */
export function SiteShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <div id={SHELL_IDS.nav}>
        <SiteNav pathname={pathname} />
      </div>
      <main id="content">
        <div id={SHELL_IDS.page}>{children}</div>
      </main>
      <SiteFooter pathname={pathname} />
    </>
  );
}
