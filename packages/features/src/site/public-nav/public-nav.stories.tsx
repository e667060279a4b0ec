import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '@colla/ui/lib/link';
import { routerLinkOf } from '../router-link-stories';
import { APP_STORE_LINKS, appStoreFor } from './app-store';
import { PublicNav, type PublicNavCheck, type PublicNavProps } from './public-nav';
import { NAV_SCROLL_THROTTLE_MS, NAV_STYLE_THRESHOLD_PX } from './timing';

const WAVE_ID = 'hero-wave';
const HERO_HEIGHT = 1200;
const CONTENT_HEIGHT = 960;

/** Told about every scroll check the bar makes (its test-only `onCheck`). */
const onCheck = fn<(check: PublicNavCheck) => void>();

/**
 * A home page to scroll: a dark hero under the bar, the wave-shaped section closing it (the
 * element the bar measures), then content.
 *
 * axe measures a fixed element's colour contrast against what lies at the centre of the
 * document, so the hero here is the larger part of the page: the check then compares the
 * transparent bar's white text with the hero's colour, the background it really has at the top.
 */
function HomePage({ wave = true, ...props }: PublicNavProps & { wave?: boolean }) {
  return (
    <>
      <PublicNav {...props} />
      <main>
        <section
          data-testid="hero"
          className="flex flex-col bg-primary-900 px-6 pt-32 pb-16 text-white md:px-16"
          style={{ height: HERO_HEIGHT }}
        >
          <p className="text-sm font-semibold tracking-widest text-primary-100 uppercase">
            Barcelona · Brands × Creators
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
            Work with the best brands in Barcelona
          </h1>
          <p className="mt-6 max-w-xl text-lg text-primary-50">
            Colla connects local brands with content creators: a brunch, a haircut or a night at a
            boutique hotel in exchange for honest content, without an agency in between.
          </p>
          <dl className="mt-auto grid max-w-3xl gap-8 sm:grid-cols-3">
            {[
              ['Brands', 'Cafés, restaurants, studios and shops from Gràcia to Poblenou.'],
              ['Creators', 'Instagram and TikTok creators who live and post in the city.'],
              ['Deals', 'Clear tasks and deadlines, agreed before anyone posts.'],
            ].map(([term, description]) => (
              <div key={term}>
                <dt className="text-xl font-bold">{term}</dt>
                <dd className="mt-2 text-primary-100">{description}</dd>
              </div>
            ))}
          </dl>
        </section>
        {wave && (
          <div id={WAVE_ID} data-testid="wave" className="relative h-24 bg-primary-900">
            <svg
              aria-hidden="true"
              viewBox="0 0 1440 96"
              preserveAspectRatio="none"
              className="absolute inset-x-0 bottom-0 h-full w-full fill-canvas"
            >
              <path d="M0 64C240 16 480 0 720 32s480 64 720 16v48H0Z" />
            </svg>
          </div>
        )}
        <section
          className="mx-auto grid max-w-3xl content-start gap-6 px-6 py-16"
          style={{ height: CONTENT_HEIGHT }}
        >
          <h2 className="text-3xl font-bold">How Colla works</h2>
          <p className="text-muted">
            Brands publish a proposal: what they offer, what content they hope for and by when.
            Creators apply, the brand accepts, and a deal with clear tasks begins.
          </p>
          <h2 className="text-3xl font-bold">For creators</h2>
          <p className="text-muted">
            Find collaborations with cafés, restaurants, studios and shops across Gràcia, the Born
            and Poblenou, and keep every deadline in one calendar.
          </p>
        </section>
      </main>
    </>
  );
}

const meta = {
  title: 'Site/Public navigation',
  component: PublicNav,
  args: { pathname: '/home', waveSectionId: WAVE_ID, onCheck },
  render: (args) => <HomePage {...args} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PublicNav>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Helpers shared by the play functions.

const LINKS = [
  { name: 'Brands', href: '/brands' },
  { name: 'Creators', href: '/creators' },
  { name: 'About', href: '/about-us' },
  { name: 'Apply', href: '/home#apply' },
];

const slot = (canvasElement: HTMLElement, name: string): HTMLElement => {
  const element = canvasElement.ownerDocument.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`No [data-slot="${name}"] element`);
  return element;
};
const viewOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView ?? window;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Scrolls the story's page to `y` and waits for a scroll check that measured the new position. */
const scrollAndCheck = async (canvasElement: HTMLElement, y: number) => {
  const view = viewOf(canvasElement);
  view.scrollTo(0, y);
  await waitFor(() => expect(view.scrollY).toBe(y));
  const waveBottom = canvasElement.ownerDocument
    .getElementById(WAVE_ID)
    ?.getBoundingClientRect().bottom;
  await waitFor(() =>
    expect(onCheck).toHaveBeenLastCalledWith(expect.objectContaining({ waveBottom })),
  );
};

/** Where the wave's bottom edge is on the page, and the bar's bottom edge in the viewport. */
const geometry = (canvasElement: HTMLElement) => {
  const view = viewOf(canvasElement);
  const wave = canvasElement.ownerDocument.getElementById(WAVE_ID);
  if (!wave) throw new Error('No wave section');
  return {
    waveBottomOnPage: wave.getBoundingClientRect().bottom + view.scrollY,
    barBottom: slot(canvasElement, 'public-nav-bar').getBoundingClientRect().bottom,
    gap: () =>
      slot(canvasElement, 'public-nav-bar').getBoundingClientRect().bottom -
      wave.getBoundingClientRect().bottom,
  };
};

/**
 * The menu's item links (the four links, the three languages, then Download App), found even
 * while hidden.
 */
const menuLinks = (canvasElement: HTMLElement) =>
  Array.from(slot(canvasElement, 'public-nav-menu').querySelectorAll<HTMLElement>('a'));

const transitionDelayMs = (element: HTMLElement) => {
  const value = getComputedStyle(element).transitionDelay.split(',')[0]?.trim() ?? '';
  return value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
};

interface MenuMark {
  state: string | undefined;
  revealed: boolean;
  visibility: string[];
}

/**
 * Records every change of the menu's state, in order, and whether its links were
 * showing at that moment (computed `visibility`).
 */
const watchMenu = (canvasElement: HTMLElement) => {
  const panel = slot(canvasElement, 'public-nav-menu');
  const marks: MenuMark[] = [];
  const observer = new MutationObserver(() => {
    marks.push({
      state: panel.dataset.state,
      revealed: panel.hasAttribute('data-revealed'),
      visibility: menuLinks(canvasElement).map((link) => getComputedStyle(link).visibility),
    });
  });
  observer.observe(panel, { attributes: true, attributeFilter: ['data-state', 'data-revealed'] });
  return { marks, stop: () => observer.disconnect() };
};

/** Tabbing from where focus is reaches these, in this order. */
const expectTabOrder = async (names: string[], shift = false) => {
  for (const name of names) {
    await userEvent.tab({ shift });
    await expect(document.activeElement).toHaveAccessibleName(name);
  }
};

/** The bar's own links, in the bar, with their destinations. */
const expectBarLinks = async (canvasElement: HTMLElement) => {
  const bar = within(slot(canvasElement, 'public-nav-bar'));
  await expect(bar.getByRole('link', { name: 'Colla' })).toHaveAttribute('href', '/');
  for (const { name, href } of LINKS) {
    await expect(bar.getByRole('link', { name })).toHaveAttribute('href', href);
  }
};

// ---------------------------------------------------------------------------------------------
// Stories.

/** On the home page the fixed bar starts transparent over the dark hero. */
export const HomeOverHero: Story = {
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    const nav = slot(canvasElement, 'public-nav');
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'transparent'));
    await expect(getComputedStyle(nav).position).toBe('fixed');
    await expect(nav.getBoundingClientRect().top).toBe(0);
    await expect(getComputedStyle(slot(canvasElement, 'public-nav-bar')).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expectBarLinks(canvasElement);
    // Apply is an outlined button; the other links are plain text.
    const bar = within(slot(canvasElement, 'public-nav-bar'));
    await expect(getComputedStyle(bar.getByRole('link', { name: 'Apply' })).borderTopWidth).toBe(
      '1px',
    );
    await expect(getComputedStyle(bar.getByRole('link', { name: 'About' })).borderTopWidth).toBe(
      '0px',
    );
    // No link is the current page on /home.
    for (const { name } of LINKS) {
      await expect(bar.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

/**
 * Scrolling: still transparent with the bar's bottom edge 79 px past the wave's bottom edge,
 * light at 81 px (the threshold is 80 px), transparent again back at the top.
 */
export const TurnsLightPastTheWave: Story = {
  play: async ({ canvasElement }) => {
    const nav = slot(canvasElement, 'public-nav');
    await scrollAndCheck(canvasElement, 0);
    await expect(nav).toHaveAttribute('data-style', 'transparent');

    const { waveBottomOnPage, barBottom, gap } = geometry(canvasElement);
    // The scroll position at which the bar's bottom is exactly 80 px past the wave's bottom.
    const edge = Math.round(waveBottomOnPage + NAV_STYLE_THRESHOLD_PX - barBottom);

    await scrollAndCheck(canvasElement, edge - 1);
    await expect(gap()).toBeCloseTo(NAV_STYLE_THRESHOLD_PX - 1, 0);
    await expect(onCheck).toHaveBeenLastCalledWith(expect.objectContaining({ past: false }));
    await expect(nav).toHaveAttribute('data-style', 'transparent');

    await scrollAndCheck(canvasElement, edge + 1);
    await expect(gap()).toBeCloseTo(NAV_STYLE_THRESHOLD_PX + 1, 0);
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'light'));
    await waitFor(() =>
      expect(getComputedStyle(slot(canvasElement, 'public-nav-bar')).backgroundColor).toBe(
        'rgb(255, 255, 255)',
      ),
    );

    // Further down it stays light; back at the top it is transparent again.
    await scrollAndCheck(canvasElement, edge + 100);
    await expect(nav).toHaveAttribute('data-style', 'light');
    await scrollAndCheck(canvasElement, 0);
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'transparent'));
  },
};

/**
 * Twenty scroll events in a row cause two checks: the first at once, one when the wait ends.
 * The 100 ms themselves are the throttle's unit tests' business (fake timers, timing.test.ts).
 */
export const ThrottledScrollCheck: Story = {
  play: async ({ canvasElement }) => {
    const view = viewOf(canvasElement);
    await scrollAndCheck(canvasElement, 0);
    // Let the last check's 100 ms pass, then start counting.
    await sleep(NAV_SCROLL_THROTTLE_MS * 2);
    onCheck.mockClear();

    for (let i = 0; i < 20; i += 1) view.dispatchEvent(new Event('scroll'));
    await expect(onCheck).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(onCheck).toHaveBeenCalledTimes(2));
    await sleep(NAV_SCROLL_THROTTLE_MS * 3);
    await expect(onCheck).toHaveBeenCalledTimes(2);
  },
};

/** Any other page: light from the start, and scrolling is never checked. */
export const OtherPage: Story = {
  args: { pathname: '/about-us' },
  play: async ({ canvasElement }) => {
    const view = viewOf(canvasElement);
    view.scrollTo(0, 0);
    const nav = slot(canvasElement, 'public-nav');
    await expect(nav).toHaveAttribute('data-style', 'light');
    const bar = within(slot(canvasElement, 'public-nav-bar'));
    await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Brands' })).not.toHaveAttribute('aria-current');

    view.scrollTo(0, 400);
    await sleep(NAV_SCROLL_THROTTLE_MS * 2);
    view.scrollTo(0, 0);
    await sleep(NAV_SCROLL_THROTTLE_MS * 2);
    await expect(nav).toHaveAttribute('data-style', 'light');
    await expect(onCheck).not.toHaveBeenCalled();
  },
};

/** A home path whose page has no wave section: the bar stays light rather than lose its text. */
export const HomeWithoutWave: Story = {
  render: (args) => <HomePage {...args} wave={false} />,
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    await waitFor(() =>
      expect(onCheck).toHaveBeenLastCalledWith(
        expect.objectContaining({ waveBottom: null, past: true }),
      ),
    );
    await expect(slot(canvasElement, 'public-nav')).toHaveAttribute('data-style', 'light');
  },
};

/** The root path is transparent too, and `transparentOnPaths` decides which paths are. */
export const TransparentPaths: Story = {
  args: { pathname: '/' },
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    await waitFor(() =>
      expect(slot(canvasElement, 'public-nav')).toHaveAttribute('data-style', 'transparent'),
    );
  },
};

export const NotTransparentWhenNotListed: Story = {
  args: { pathname: '/home', transparentOnPaths: ['/'] },
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    await expect(slot(canvasElement, 'public-nav')).toHaveAttribute('data-style', 'light');
  },
};

/** On wide screens: the links sit in the bar, in this Tab order, and there is no hamburger. */
export const DesktopKeyboard: Story = {
  args: { pathname: '/brands' },
  play: async ({ canvasElement }) => {
    const view = viewOf(canvasElement);
    view.scrollTo(0, 0);
    await expect(view.innerWidth).toBe(1280);
    await expect(slot(canvasElement, 'public-nav-hamburger')).not.toBeVisible();
    await expect(slot(canvasElement, 'public-nav-menu')).not.toBeVisible();
    await expectBarLinks(canvasElement);
    await expectTabOrder(['Colla', 'Brands', 'Creators', 'About', 'Apply']);
    // Focus is visible on every stop.
    await expect(getComputedStyle(document.activeElement ?? document.body).outlineStyle).toBe(
      'solid',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * On a phone, by keyboard: Enter on the hamburger opens the menu; its links are hidden when it
 * opens and show 200 ms later, fading in 300, 400, 500 and 600 ms after that; Download App is
 * the last stop and focus stays in the menu; Escape hides the links at once and focus returns
 * to the hamburger.
 */
export const PhoneMenuKeyboard: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const view = viewOf(canvasElement);
    view.scrollTo(0, 0);
    await expect(view.innerWidth).toBe(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(slot(canvasElement, 'public-nav-links')).not.toBeVisible();

    const bar = within(slot(canvasElement, 'public-nav-bar'));
    const panel = slot(canvasElement, 'public-nav-menu');
    const hamburger = bar.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveAttribute('aria-controls', panel.id);
    await expect(hamburger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(panel).not.toBeVisible();

    // Open it with the keyboard.
    const watch = watchMenu(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(hamburger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(hamburger).toHaveAccessibleName('Close menu');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(doc.body.style.overflow).toBe('hidden');

    await waitFor(() => expect(panel).toHaveAttribute('data-revealed'), { timeout: 2000 });
    const opened = watch.marks.find((mark) => mark.state === 'open');
    const revealed = watch.marks.find((mark) => mark.revealed);
    if (!opened || !revealed) throw new Error('The menu did not open and reveal');
    // Hidden when the menu opened, visible once revealed, and revealed later than opened (the
    // 200 ms delay itself is checked with fake timers in timing.test.ts, not by the clock here).
    await expect(opened.revealed).toBe(false);
    await expect(opened.visibility).toEqual(Array(9).fill('hidden'));
    await expect(revealed.visibility).toEqual(Array(9).fill('visible'));
    await expect(watch.marks.indexOf(revealed)).toBeGreaterThan(watch.marks.indexOf(opened));

    // The four links, each fading in 100 ms after the one before, then Download App, last.
    const menu = within(panel);
    const links = LINKS.map(({ name }) => menu.getByRole('link', { name }));
    await expect(links.map(transitionDelayMs)).toEqual([300, 400, 500, 600]);
    for (const [index, link] of links.entries()) {
      await expect(link).toHaveAttribute('href', LINKS[index]?.href);
      await waitFor(() => expect(link).toBeVisible(), { timeout: 2000 });
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const download = menu.getByRole('link', { name: 'Download App' });
    await waitFor(() => expect(download).toBeVisible(), { timeout: 2000 });
    await expect(menuLinks(canvasElement).at(-2)).toBe(download);
    // Then the portal's sign-in, in the menu's footer.
    const signIn = menu.getByRole('link', { name: 'Sign in' });
    await expect(menuLinks(canvasElement).at(-1)).toBe(signIn);
    await expect(signIn).toHaveAttribute('href', '/app-login');
    await expect(signIn.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(download).toHaveAttribute(
      'href',
      appStoreFor(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints }),
    );
    await expect([APP_STORE_LINKS.ios, APP_STORE_LINKS.android]).toContain(
      download.getAttribute('href'),
    );

    // Tab goes through the menu (the languages after Apply), Download App and Sign in last, then around to
    // the logo: never out.
    await expectTabOrder([
      'Brands',
      'Creators',
      'About',
      'Apply',
      'English',
      'Català',
      'Español',
      'Download App',
      'Sign in',
      'Colla',
    ]);
    await expectTabOrder(['Sign in', 'Download App'], true);

    // Escape: closed, the links hidden in the same moment, focus back on the hamburger.
    await userEvent.keyboard('{Escape}');
    await expect(panel).toHaveAttribute('data-state', 'closed');
    const closed = watch.marks.find((mark) => mark.state === 'closed');
    watch.stop();
    await expect(closed?.visibility).toEqual(Array(9).fill('hidden'));
    await expect(closed?.revealed).toBe(false);
    for (const link of menuLinks(canvasElement)) await expect(link).not.toBeVisible();
    await expect(hamburger).toHaveFocus();
    await expect(hamburger).toHaveAccessibleName('Open menu');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(doc.body.style.overflow).toBe('');
    hamburger.blur();
  },
};

/** While the menu is open the bar over it is light; closed again, transparent over the hero. */
export const PhoneMenuOverHero: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    const nav = slot(canvasElement, 'public-nav');
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'transparent'));
    const hamburger = within(slot(canvasElement, 'public-nav-bar')).getByRole('button', {
      name: 'Open menu',
    });
    await userEvent.click(hamburger);
    await expect(nav).toHaveAttribute('data-style', 'light');
    await expect(nav).toHaveAttribute('data-menu', 'open');
    // The hamburger closes it too.
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAccessibleName('Open menu');
    await expect(slot(canvasElement, 'public-nav-menu')).toHaveAttribute('data-state', 'closed');
    await expect(nav).toHaveAttribute('data-style', 'transparent');
    hamburger.blur();
  },
};

/** The store link can be set; a closed-and-reopened menu waits the 200 ms again. */
export const PhoneMenuCustomStore: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { appStoreHref: APP_STORE_LINKS.ios },
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    const panel = slot(canvasElement, 'public-nav-menu');
    const hamburger = within(slot(canvasElement, 'public-nav-bar')).getByRole('button', {
      name: 'Open menu',
    });
    // Opened and closed at once: the links never show.
    await userEvent.click(hamburger);
    await userEvent.click(hamburger);
    await sleep(400);
    await expect(panel).not.toHaveAttribute('data-revealed');
    await userEvent.click(hamburger);
    const download = await within(panel).findByRole('link', { name: 'Download App' });
    await expect(download).toHaveAttribute('href', APP_STORE_LINKS.ios);
    await userEvent.keyboard('{Escape}');
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(hamburger).toHaveFocus();
    hamburger.blur();
  },
};

const routerLink = routerLinkOf(RouterLink);

/** The app's router renders the links; the current path comes from its location. */
function RoutedHomePage(args: PublicNavProps) {
  const location = useLocation();
  return (
    <LinkProvider renderLink={routerLink}>
      <HomePage {...args} pathname={location.pathname} />
    </LinkProvider>
  );
}

/** With the mouse and a router: choosing a link in the menu closes it and goes to that page. */
export const PhoneMenuWithRouter: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { route: { url: '/home' } },
  render: (args) => <RoutedHomePage {...args} />,
  play: async ({ canvasElement }) => {
    viewOf(canvasElement).scrollTo(0, 0);
    const nav = slot(canvasElement, 'public-nav');
    const panel = slot(canvasElement, 'public-nav-menu');
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'transparent'));
    const hamburger = within(slot(canvasElement, 'public-nav-bar')).getByRole('button', {
      name: 'Open menu',
    });
    await userEvent.click(hamburger);
    const about = await within(panel).findByRole('link', { name: 'About' });
    await waitFor(() => expect(about).toBeVisible(), { timeout: 2000 });
    await userEvent.click(about);
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(hamburger).toHaveAccessibleName('Open menu');
    // On /about-us the bar is light, with About as the current page.
    await waitFor(() => expect(nav).toHaveAttribute('data-style', 'light'));
    // (The English language link goes to /about-us too: it is marked as the current language.)
    const aboutLinks = canvasElement.ownerDocument.querySelectorAll(
      'a[href="/about-us"]:not([data-slot="language-link"])',
    );
    for (const link of aboutLinks) await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

/** The language links in `root`, by the language each goes to (`hreflang`). */
const languageLinks = (root: HTMLElement) =>
  Object.fromEntries(
    Array.from(root.querySelectorAll<HTMLAnchorElement>('a[data-slot="language-link"]')).map(
      (link) => [link.hreflang, link],
    ),
  );

/** Stops a language link from leaving the story, as a click on it would. */
const stayOnStory = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[data-slot="language-link"]')) {
    event.preventDefault();
  }
};

/**
 * In Catalan on a phone, on /ca/brands: the menu's links stay in Catalan, and the languages offer
 * this same page in English and Spanish (each named in itself, Català marked current). Choosing
 * one remembers it for a year (the colla_locale cookie).
 */
export const CatalanPhoneMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  args: { pathname: '/ca/brands' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    viewOf(canvasElement).scrollTo(0, 0);
    const bar = within(slot(canvasElement, 'public-nav-bar'));
    await expect(bar.getByRole('link', { name: 'Colla' })).toHaveAttribute('href', '/ca/home');
    await userEvent.click(bar.getByRole('button', { name: 'Obre el menú' }));
    const panel = slot(canvasElement, 'public-nav-menu');
    const menu = within(panel);
    const brands = await menu.findByRole('link', { name: 'Marques' });
    await waitFor(() => expect(brands).toBeVisible(), { timeout: 2000 });
    await expect(brands).toHaveAttribute('href', '/ca/brands');
    await expect(brands).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Creadors' })).toHaveAttribute(
      'href',
      '/ca/creators',
    );
    await expect(menu.getByRole('link', { name: 'Qui som' })).toHaveAttribute(
      'href',
      '/ca/about-us',
    );
    await expect(menu.getByRole('link', { name: 'Uneix-t’hi' })).toHaveAttribute(
      'href',
      '/ca/home#apply',
    );
    const download = menu.getByRole('link', { name: 'Baixa l’app' });
    // The last item fades in last.
    await waitFor(() => expect(download).toBeVisible(), { timeout: 2000 });

    const languages = within(menu.getByRole('list', { name: 'Llengua' }));
    const { en: english, ca: catalan, es: spanish } = languageLinks(panel);
    // Each named in itself.
    await expect(english).toHaveAccessibleName('English');
    await expect(catalan).toHaveAccessibleName('Català');
    await expect(spanish).toHaveAccessibleName('Español');
    for (const [link, lang, href] of [
      [english, 'en', '/brands'],
      [catalan, 'ca', '/ca/brands'],
      [spanish, 'es', '/es/brands'],
    ] as const) {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('lang', lang);
      await expect(link).toHaveAttribute('hreflang', lang);
      await expect(link?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(languages.getAllByRole('link')).toHaveLength(3);
    await expect(catalan).toHaveAttribute('aria-current', 'true');
    await expect(spanish).not.toHaveAttribute('aria-current');

    doc.addEventListener('click', stayOnStory);
    try {
      await userEvent.click(spanish as HTMLElement);
      await expect(doc.cookie).toContain('colla_locale=es');
    } finally {
      doc.removeEventListener('click', stayOnStory);
      doc.cookie = 'colla_locale=; Path=/; Max-Age=0';
    }
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.keyboard('{Escape}');
  },
};

/** In Spanish on a proposal's page: the bar's short languages (ES marked) keep the proposal. */
export const SpanishDesktopLanguages: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, locale: 'es' },
  args: { pathname: '/es/proposals/summer-vermut-tasting-gracia' },
  play: async ({ canvasElement }) => {
    const bar = slot(canvasElement, 'public-nav-bar');
    await expect(within(bar).getByRole('link', { name: 'Marcas' })).toHaveAttribute(
      'href',
      '/es/brands',
    );
    const { en: english, ca: catalan, es: spanish } = languageLinks(bar);
    await expect(catalan).toHaveAccessibleName('Català');
    await expect(english).toHaveAttribute('href', '/proposals/summer-vermut-tasting-gracia');
    await expect(catalan).toHaveAttribute('href', '/ca/proposals/summer-vermut-tasting-gracia');
    await expect(spanish).toHaveAttribute('aria-current', 'true');
    await expect(within(bar).getByText('CA')).toBeVisible();
  },
};
