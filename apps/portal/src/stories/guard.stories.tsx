import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/** Nobody signed in: a visit under `/app` goes to `/app-login`. */
export const SignedOutGoesToSignIn: Story = {
  args: { url: '/app/brand/dashboard', user: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Work with the best brands in Barcelona' });
    await expect(storyLocation()).toBe('/app-login');
  },
};

/** A creator who opens an admin page lands on their own dashboard, in their own navigation. */
export const OtherAreaGoesToOwnDashboard: Story = {
  args: { url: '/app/admin/users', user: storyUsers.creator },
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyLocation()).toBe('/app/creator/dashboard'));
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
