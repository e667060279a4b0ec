import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalPage, storyLocation, storyUsers } from './portal-page';

/** The guard in front of `/app`: signed in, and in the area of one's own user type. */
const meta = {
  title: 'Portal/Guard',
  component: PortalPage,
  parameters: {
    router: 'own',
  },
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: a visit under `/app` goes to `/app-login`, remembering where it was going. */
export const SignedOutGoesToSignIn: Story = {
  args: { url: '/app/brand/dashboard', user: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Work with the best brands in Barcelona' });
    await expect(storyLocation()).toBe('/app-login?redirect=%2Fapp%2Fbrand%2Fdashboard');
    await waitFor(() => expect(document.title).toBe('Sign in · Colla'));
  },
};

/**
 * A signed-out deep link (a shared link to a brand's filtered deals): after signing in, the
 * person lands on that very page, with its query, not on the dashboard.
 */
export const SignedOutDeepLinkComesBackAfterSignIn: Story = {
  args: { url: '/app/brand/deals?status=active', user: null },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'brand@colla.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'colla-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(storyLocation()).toBe('/app/brand/deals?status=active'));
    // The account writes in Catalan: so do the navigation and the tab's title.
    await waitFor(() => expect(document.title).toBe('Col·laboracions · Colla'));
    await expect(
      within(await canvas.findByRole('navigation', { name: 'Principal' })).getByRole('link', {
        name: 'Tauler',
      }),
    ).toBeVisible();
    // (The mocked account writes in Catalan: the deals list says so in its title.)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Col·laboracions' }),
    ).toBeVisible();
  },
};

/** A creator who opens an admin page lands on their own dashboard, in their own navigation. */
export const OtherAreaGoesToOwnDashboard: Story = {
  args: { url: '/app/admin/users', user: storyUsers.creator },
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyLocation()).toBe('/app/creator/dashboard'));
    // The browser's tab names the screen.
    await waitFor(() => expect(document.title).toBe('Dashboard · Colla'));
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
  },
};

/** An unknown page in one's own area goes to its dashboard. */
export const UnknownPageGoesToDashboard: Story = {
  args: { url: '/app/admin/nowhere', user: storyUsers.admin },
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyLocation()).toBe('/app/admin/dashboard'));
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};
