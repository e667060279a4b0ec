import { cn as cx } from '@colla/ui/lib/cn';
import { Download, Menu, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { buttonVariants } from '@colla/ui/components/button';
import { iconButtonVariants } from '@colla/ui/components/icon-button';
import { renderLinkOrAnchor, type LinkTarget } from '@colla/ui/lib/link';
import { isLocale, DEFAULT_LOCALE } from '@colla/i18n/locales';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher, localePath, splitLocalePath } from '../locale';
import { appStoreFor } from './app-store';
import { isPastWave, menuStaggerDelay, NAV_STYLE_THRESHOLD_PX } from './timing';
import { SIGN_IN_HREF } from './sign-in';
import { useMenuReveal } from './use-menu-reveal';
import { useThrottledScroll } from './use-throttled-scroll';

/**
 * The public site's four links (public navigation); the last, Apply, looks like an outlined button.
 */
export const PUBLIC_NAV_LINKS: readonly { href: string; label: MessageDescriptor }[] = [
  { href: '/brands', label: msg`Brands` },
  { href: '/creators', label: msg`Creators` },
  { href: '/about-us', label: msg`About` },
  { href: '/home#apply', label: msg({ message: 'Apply', context: 'site: join Colla' }) },
];

/**
 * Paths whose page opens with a dark hero under a transparent bar: the root and its /home target
 * (in every language: `/ca/home` is `/home` in Catalan).
 */
export const TRANSPARENT_NAV_PATHS: readonly string[] = ['/', '/home'];

export type PublicNavStyle = 'transparent' | 'light';

/** What one scroll check measured (viewport px); `waveBottom` is null when the wave is missing. */
export interface PublicNavCheck {
  barBottom: number;
  waveBottom: number | null;
  past: boolean;
}

export interface PublicNavProps {
  /**
   * The current path, e.g. from the router's location. In Catalan or Spanish (`/ca/brands`) the
   * links stay in that language and the language switcher offers this same page in the others.
   */
  pathname: string;
  /**
   * Paths on which the bar starts transparent over the page's hero and turns light once it has
   * scrolled past the wave section. The spec says the root path; the site redirects `/` to
   * `/home`, so both are here by default. Everywhere else the bar is always light.
   */
  transparentOnPaths?: readonly string[];
  /**
   * The id of the page's wave-shaped section (e.g. `hero-wave`). On a transparent path the bar
   * turns light when its bottom edge passes this section's bottom edge by 80 px; when no element
   * has this id, the bar stays light so its text is never lost over light content.
   */
  waveSectionId?: string;
  /**
   * The mobile menu's "Download App" link. By default the store for this device:
   * `appStoreFor(navigator.userAgent)` (App Store on iPhone and iPad, Google Play otherwise).
   */
  appStoreHref?: string;
  /** Called after every scroll check with what it measured; for tests and diagnostics. */
  onCheck?: (check: PublicNavCheck) => void;
  className?: string;
}

/**
 * This bar is the only code most public pages run, so it composes its classes without
 * tailwind-merge (no `cn`): every class list below is written free of conflicts, and the
 * transparent look uses its own variants rather than overriding the light one.
 */
function focusRing(onDark: boolean): string {
  return cx(
    'focus-visible:outline-3 focus-visible:outline-offset-2',
    onDark ? 'focus-visible:outline-white' : 'focus-visible:outline-focus',
  );
}

/** Tailwind's `md` breakpoint (48rem): from here on the links sit in the bar, not in the menu. */
const WIDE = '(min-width: 48rem)';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element's focusable descendants that are shown (not `display: none` or `visibility: hidden`). */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  const view = root.ownerDocument.defaultView ?? window;
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.getClientRects().length > 0 &&
      view.getComputedStyle(element).visibility === 'visible',
  );
}

function detectedAppStoreHref(): string {
  return appStoreFor(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });
}

const neutralAppStoreHref = () => appStoreFor('');
const noSubscription = () => () => undefined;

/**
 * The device's app store. A prerendered page is rendered without a device, so the server's answer
 * is the neutral store and hydration switches to the device's one right after (no mismatch).
 */
function useAppStoreHref(): string {
  return useSyncExternalStore(noSubscription, detectedAppStoreHref, neutralAppStoreHref);
}

/** Each mobile menu item's fade-in delay, read by its link through a CSS variable. */
function staggerStyle(index: number): CSSProperties & Record<'--reveal-delay', string> {
  return { '--reveal-delay': `${menuStaggerDelay(index)}ms` };
}

/**
 * Hidden: at once, with no transition. Revealed: shown, fading in after its stagger delay
 * (without the fade and the stagger when the person prefers reduced motion).
 */
function revealClass(revealed: boolean): string {
  return revealed
    ? 'visible opacity-100 motion-safe:transition-opacity motion-safe:duration-300 motion-safe:[transition-delay:var(--reveal-delay)]'
    : 'invisible opacity-0 transition-none';
}

/**
 * The public site's bar, fixed to the top: the Colla logo (to `/`), Brands, Creators, About and
 * Apply. Over the home page's hero it starts transparent and turns light past the wave section;
 * on phones the links move into a full-screen menu behind a hamburger, with "Download App" last.
 * The bar's look is in `data-style` (`transparent` or `light`).
 */
export function PublicNav({
  pathname,
  transparentOnPaths = TRANSPARENT_NAV_PATHS,
  waveSectionId,
  appStoreHref,
  onCheck,
  className,
}: PublicNavProps) {
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const menu = useMenuReveal();
  const deviceAppStoreHref = useAppStoreHref();
  const { open, revealed, setOpen, toggle } = menu;
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;

  // Scroll style: only paths with a hero start transparent.
  const transparentPath =
    transparentOnPaths.includes(pathname) ||
    transparentOnPaths.includes(splitLocalePath(pathname).path);
  const [pastWave, setPastWave] = useState(false);
  useThrottledScroll(
    () => {
      const bar = barRef.current;
      if (!bar) return;
      const wave = waveSectionId ? bar.ownerDocument.getElementById(waveSectionId) : null;
      const barBottom = bar.getBoundingClientRect().bottom;
      const waveBottom = wave ? wave.getBoundingClientRect().bottom : null;
      const past =
        waveBottom === null ? true : isPastWave(barBottom, waveBottom, NAV_STYLE_THRESHOLD_PX);
      setPastWave(past);
      onCheck?.({ barBottom, waveBottom, past });
    },
    { enabled: transparentPath },
  );
  // The open menu is light, so the bar over it is light too.
  const navStyle: PublicNavStyle = transparentPath && !pastWave && !open ? 'transparent' : 'light';
  const transparent = navStyle === 'transparent';

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) hamburgerRef.current?.focus();
    },
    [setOpen],
  );

  // A new page (a new `pathname`) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  // While open: Escape closes it, focus stays inside the bar and the menu, the page does not scroll,
  // and growing past the `md` breakpoint (where the links are in the bar) closes it.
  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    const doc = header.ownerDocument;
    const view = doc.defaultView ?? window;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(header);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = doc.activeElement;
      if (!(active instanceof Node) || !header.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !header.contains(event.target)) {
        hamburgerRef.current?.focus();
      }
    };
    const wide = view.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) close(false);
    };

    const { body } = doc;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    wide.addEventListener('change', onWide);
    return () => {
      body.style.overflow = overflow;
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);

  const links: LinkTarget[] = PUBLIC_NAV_LINKS.map((link) => {
    const href = localePath(link.href, locale);
    return { href, label: i18n._(link.label), current: href === pathname };
  });
  const apply = links[links.length - 1];
  const pages = links.slice(0, -1);

  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    // Following a link closes the menu (the page may not change, e.g. /home#apply on /home).
    if (event.target instanceof Element && event.target.closest('a')) close(false);
  };

  const barLinkClass = cx(
    'inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
    'underline-offset-8 aria-[current=page]:underline aria-[current=page]:decoration-2',
    focusRing(transparent),
    transparent ? 'text-white hover:bg-white/15' : 'text-ink hover:bg-stone-100',
  );
  const applyClass = buttonVariants({
    variant: transparent ? 'outlineOnDark' : 'outline',
    size: 'sm',
  });

  return (
    <header
      ref={headerRef}
      data-slot="public-nav"
      data-style={navStyle}
      data-menu={open ? 'open' : 'closed'}
      className={cx('fixed inset-x-0 top-0 z-50', className)}
    >
      <div
        ref={barRef}
        data-slot="public-nav-bar"
        className={cx(
          'relative z-10 flex h-16 items-center gap-4 px-4 motion-safe:transition-[background-color,box-shadow] motion-safe:duration-300 md:px-8',
          transparent ? 'bg-transparent' : 'bg-surface shadow-[inset_0_-1px_0_var(--color-line)]',
        )}
      >
        {renderLinkOrAnchor(
          { href: localePath('/', locale), label: 'Colla' },
          cx(
            'inline-flex min-h-11 shrink-0 items-center rounded-md text-2xl font-extrabold tracking-tight',
            focusRing(transparent),
            transparent ? 'text-white' : 'text-primary-700',
          ),
          'Colla',
        )}
        <nav aria-label={t`Main`} data-slot="public-nav-links" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {pages.map((link) => (
              <li key={link.href}>{renderLinkOrAnchor(link, barLinkClass, link.label)}</li>
            ))}
            {apply && (
              <li className="ml-3">{renderLinkOrAnchor(apply, applyClass, apply.label)}</li>
            )}
          </ul>
        </nav>
        <LanguageSwitcher
          pathname={pathname}
          locale={locale}
          size="short"
          className="hidden items-center md:flex"
          linkClassName={cx(
            'inline-flex h-10 items-center rounded-lg px-2 text-xs font-semibold transition-colors',
            'underline-offset-8 aria-[current=true]:underline aria-[current=true]:decoration-2',
            focusRing(transparent),
            transparent ? 'text-white hover:bg-white/15' : 'text-ink hover:bg-stone-100',
          )}
        />
        {/* The icon button's look on a plain button: IconButton merges classes (tailwind-merge). */}
        <button
          ref={hamburgerRef}
          type="button"
          data-slot="public-nav-hamburger"
          aria-label={open ? t`Close menu` : t`Open menu`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className={cx(
            iconButtonVariants({ variant: transparent ? 'ghostOnDark' : 'ghost' }),
            'ml-auto md:hidden',
          )}
        >
          {open ? <X /> : <Menu />}
        </button>
      </div>

      <div
        id={panelId}
        data-slot="public-nav-menu"
        data-state={open ? 'open' : 'closed'}
        data-revealed={revealed || undefined}
        onClick={onMenuClick}
        className={cx(
          'fixed inset-0 flex flex-col bg-surface pt-16 md:hidden',
          'motion-safe:transition-[translate,visibility] motion-safe:duration-300 motion-safe:ease-out',
          open ? 'visible translate-x-0' : 'invisible motion-safe:translate-x-full',
        )}
      >
        <nav
          aria-label={t`Menu`}
          className="flex flex-1 flex-col gap-8 overflow-y-auto overscroll-contain px-6 pt-6 pb-[calc(2rem+env(safe-area-inset-bottom))]"
        >
          <ul className="grid gap-2">
            {links.map((link, index) => (
              <li key={link.href} style={staggerStyle(index)}>
                {renderLinkOrAnchor(
                  link,
                  cx(
                    link === apply
                      ? cx(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-4 w-full')
                      : cx(
                          'flex min-h-12 items-center rounded-lg px-2 text-2xl font-bold text-ink',
                          'underline-offset-8 hover:bg-stone-100 aria-[current=page]:text-primary-700 aria-[current=page]:underline aria-[current=page]:decoration-2',
                          focusRing(false),
                        ),
                    revealClass(revealed),
                  ),
                  link.label,
                )}
              </li>
            ))}
          </ul>
          <div style={staggerStyle(links.length)} className={revealClass(revealed)}>
            <LanguageSwitcher
              pathname={pathname}
              locale={locale}
              className="flex-wrap gap-2"
              linkClassName={cx(
                'inline-flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-ink hover:bg-stone-100',
                'underline-offset-8 aria-[current=true]:text-primary-700 aria-[current=true]:underline aria-[current=true]:decoration-2',
                focusRing(false),
              )}
            />
          </div>
          <div
            className={cx('mt-auto grid gap-3', revealClass(revealed))}
            style={staggerStyle(links.length + 1)}
          >
            {/* A link with the button's look (no Button component: this bar ships on every page). */}
            <a
              href={appStoreHref ?? deviceAppStoreHref}
              data-slot="public-nav-download"
              className={cx(buttonVariants({ size: 'lg' }), 'w-full')}
            >
              <Download aria-hidden="true" className="size-5" />
              <Trans>Download App</Trans>
            </a>
            {/* The portal's sign-in: one page for every language (the portal follows the account's). */}
            <a
              href={SIGN_IN_HREF}
              data-slot="public-nav-sign-in"
              className={cx(
                'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-base font-semibold text-ink hover:bg-stone-100',
                focusRing(false),
              )}
            >
              <Trans>Sign in</Trans>
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
