import type { ComponentProps } from 'react';
import { Link, linkVariants } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { renderLinkOrAnchor, type LinkTarget } from '@colla/ui/lib/link';
import { DEFAULT_LOCALE, isLocale } from '@colla/i18n/locales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher, localePath } from '../locale';
import { SIGN_IN_HREF } from '../public-nav/sign-in';

/** The contact address, as in the contract (`openapi.yaml` `info.contact.email`). */
export const CONTACT_EMAIL = 'hola@colla.test';

/** The footer's page links. */
export const FOOTER_LINKS: readonly { href: string; label: MessageDescriptor }[] = [
  { href: '/brands/join', label: msg`Bring your business` },
  { href: '/roadmap', label: msg`Roadmap` },
  { href: '/pitchdeck', label: msg`Pitch deck` },
  { href: '/privacy-policy', label: msg`Privacy policy` },
];

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The address of the contact mailto link. */
  contactEmail?: string;
  /** The copyright year; the current year by default. */
  year?: number;
  /**
   * The current path: its link gets `aria-current="page"`, and the language switcher offers this
   * page in the other languages.
   */
  pathname?: string;
};

// Links are 44 px tall on phones, denser from the `sm` breakpoint.
const linkClass = cn(linkVariants({ variant: 'subtle' }), 'min-h-11 items-center sm:min-h-0');

/** The public site's footer: the contact link, the page links and the copyright line. */
export function Footer({
  contactEmail = CONTACT_EMAIL,
  year = new Date().getFullYear(),
  pathname,
  className,
  ...props
}: FooterProps) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const links: LinkTarget[] = FOOTER_LINKS.map((link) => {
    const href = localePath(link.href, locale);
    return { href, label: i18n._(link.label), current: href === pathname };
  });
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-line bg-surface px-6 py-10 md:px-8', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[1fr_auto_auto] md:gap-16">
        <div className="grid content-start gap-2">
          <p className="text-2xl font-extrabold tracking-tight text-primary-700">Colla</p>
          <p className="max-w-xs text-sm text-muted">
            <Trans>Brands and content creators in Barcelona, working together.</Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`} data-slot="footer-links">
          <ul className="grid gap-1 sm:gap-3">
            {links.map((link) => (
              <li key={link.href}>
                {renderLinkOrAnchor(link, cn(linkClass, 'text-sm'), link.label)}
              </li>
            ))}
            <li>
              <a
                href={SIGN_IN_HREF}
                data-slot="footer-sign-in"
                className={cn(linkClass, 'text-sm')}
              >
                <Trans>Sign in</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div className="grid content-start gap-1 sm:gap-3">
          <h2 className="text-sm font-semibold text-ink">
            <Trans>Contact</Trans>
          </h2>
          <Link
            href={`mailto:${contactEmail}`}
            variant="subtle"
            data-slot="footer-contact"
            className="min-h-11 items-center text-sm sm:min-h-0"
          >
            {contactEmail}
          </Link>
        </div>
      </div>
      <LanguageSwitcher
        pathname={pathname ?? localePath('/home', locale)}
        locale={locale}
        className="mx-auto mt-8 max-w-6xl flex-wrap gap-x-4 gap-y-1"
        linkClassName={cn(
          linkClass,
          'text-sm aria-[current=true]:font-semibold aria-[current=true]:text-ink',
        )}
      />
      <p
        data-slot="footer-copyright"
        // A page prerendered last year keeps its year until the next build.
        suppressHydrationWarning
        className="mx-auto mt-10 max-w-6xl border-t border-line pt-6 text-sm text-muted"
      >
        © {year} Colla
      </p>
    </footer>
  );
}
