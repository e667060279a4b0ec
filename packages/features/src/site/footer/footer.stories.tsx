import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LinkProvider } from '@colla/ui/lib/link';
import { routerLinkOf } from '../router-link-stories';
import { desktop, expectTouchTargets, expectViewportWidth, phone } from '../pages/page-checks';
import { CONTACT_EMAIL, Footer, type FooterProps } from './footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  globals: desktop,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGES = [
  { name: 'Bring your business', href: '/brands/join' },
  { name: 'Roadmap', href: '/roadmap' },
  { name: 'Pitch deck', href: '/pitchdeck' },
  { name: 'Privacy policy', href: '/privacy-policy' },
];

const footerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('contentinfo');

/** The contact link, the three page links and the copyright line with this year. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(footerOf(canvasElement));
    await expect(footer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    const nav = within(footer.getByRole('navigation', { name: 'Footer' }));
    for (const { name, href } of PAGES) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    // The portal's sign-in, the same address in every language.
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app-login');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Colla`)).toBeVisible();
  },
};

/** The year comes in as a prop (e.g. for a stable screenshot). */
export const FixedYear: Story = {
  args: { year: 2026 },
  play: async ({ canvasElement }) => {
    const copyright = within(footerOf(canvasElement)).getByText('© 2026 Colla');
    await expect(copyright).toBeVisible();
    await expect(copyright).toHaveAttribute('data-slot', 'footer-copyright');
  },
};

export const OtherContactEmail: Story = {
  args: { contactEmail: 'hola@colla.app' },
  play: async ({ canvasElement }) => {
    await expect(
      within(footerOf(canvasElement)).getByRole('link', { name: 'hola@colla.app' }),
    ).toHaveAttribute('href', 'mailto:hola@colla.app');
  },
};

/** On /roadmap its link is marked as the current page. */
export const CurrentPage: Story = {
  args: { pathname: '/roadmap' },
  play: async ({ canvasElement }) => {
    const footer = within(footerOf(canvasElement));
    await expect(footer.getByRole('link', { name: 'Roadmap' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(footer.getByRole('link', { name: 'Pitch deck' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** By keyboard: the page links, then the contact link, each with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    for (const name of [...PAGES.map((page) => page.name), 'Sign in', CONTACT_EMAIL]) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
      await expect(getComputedStyle(document.activeElement ?? canvasElement).outlineStyle).toBe(
        'solid',
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone: one column, nothing scrolls sideways, every link is a 44 px target. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectViewportWidth(canvasElement, 375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expectTouchTargets(within(footerOf(canvasElement)).getAllByRole('link'));
  },
};

const routerLink = routerLinkOf(RouterLink);

/** The app's router renders the page links; following one changes the current page. */
function RoutedFooter(args: FooterProps) {
  const location = useLocation();
  return (
    <>
      <p className="p-6 text-sm text-muted" data-testid="location">
        {location.pathname}
      </p>
      <LinkProvider renderLink={routerLink}>
        <Footer {...args} pathname={location.pathname} />
      </LinkProvider>
    </>
  );
}

export const WithRouter: Story = {
  parameters: { route: { url: '/home' } },
  render: (args) => <RoutedFooter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(footerOf(canvasElement));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/home');
    await userEvent.click(footer.getByRole('link', { name: 'Privacy policy' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // By keyboard too.
    footer.getByRole('link', { name: 'Privacy policy' }).focus();
    await userEvent.tab({ shift: true });
    await expect(footer.getByRole('link', { name: 'Pitch deck' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/pitchdeck');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * In Catalan on a phone, on /ca/roadmap: its links stay in Catalan (Full de ruta is current) and
 * the languages offer the roadmap in English and Spanish, each named in itself.
 */
export const CatalanPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  args: { pathname: '/ca/roadmap' },
  play: async ({ canvasElement }) => {
    await expectViewportWidth(canvasElement, 375);
    const footer = within(footerOf(canvasElement));
    await expect(
      footer.getByText('Marques i creadors de contingut de Barcelona, treballant junts.'),
    ).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Contacte' })).toBeVisible();
    const nav = within(footer.getByRole('navigation', { name: 'Peu de pàgina' }));
    await expect(nav.getByRole('link', { name: 'Full de ruta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Full de ruta' })).toHaveAttribute(
      'href',
      '/ca/roadmap',
    );
    await expect(nav.getByRole('link', { name: 'Política de privacitat' })).toHaveAttribute(
      'href',
      '/ca/privacy-policy',
    );
    const languages = within(footer.getByRole('list', { name: 'Llengua' }));
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/roadmap',
    );
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/roadmap',
    );
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await expect(languages.getByRole('link', { name: 'Català' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expectTouchTargets(footer.getAllByRole('link'));
  },
};
