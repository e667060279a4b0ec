import type { ComponentProps } from 'react';
import { Link, linkVariants } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { renderLinkOrAnchor, type LinkTarget } from '@colla/ui/lib/link';

/** The contact address, as in the contract (`openapi.yaml` `info.contact.email`). */
export const CONTACT_EMAIL = 'hola@colla.test';

/** The footer's page links. */
export const FOOTER_LINKS: readonly { href: string; label: string }[] = [
  { href: '/roadmap', label: 'Roadmap' },
  { href: '/pitchdeck', label: 'Pitch deck' },
  { href: '/privacy-policy', label: 'Privacy policy' },
];

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The address of the contact mailto link. */
  contactEmail?: string;
  /** The copyright year; the current year by default. */
  year?: number;
  /** The current path: its link gets `aria-current="page"`. */
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
  const links: LinkTarget[] = FOOTER_LINKS.map((link) => ({
    ...link,
    current: link.href === pathname,
  }));
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
            Brands and content creators in Barcelona, working together.
          </p>
        </div>
        <nav aria-label="Footer" data-slot="footer-links">
          <ul className="grid gap-1 sm:gap-3">
            {links.map((link) => (
              <li key={link.href}>
                {renderLinkOrAnchor(link, cn(linkClass, 'text-sm'), link.label)}
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-1 sm:gap-3">
          <h2 className="text-sm font-semibold text-ink">Contact</h2>
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
