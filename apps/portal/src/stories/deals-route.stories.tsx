import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalPage, storyLocation, storyUsers } from './portal-page';

type Canvas = ReturnType<typeof within>;

/** The deals route (`routes/deals/deals.tsx`): its status filter and page live in the URL. */
const meta = {
  title: 'Portal/Deals route',
  component: PortalPage,
  parameters: {
    router: 'own',
  },
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status filter button (found afresh: the list renders its filters again as it loads). */
async function filter(canvas: Canvas, name: string) {
  const group = await canvas.findByRole('group', { name: 'Filter by status' });
  return within(group).getByRole('button', { name });
}

/** The URL's status is the list's filter; choosing another writes it back, defaults left out. */
export const StatusInTheUrl: Story = {
  args: { url: '/app/brand/deals?status=completed', user: storyUsers.brand },
  play: async ({ canvas }) => {
    await expect(await filter(canvas, 'Completed')).toHaveAttribute('aria-pressed', 'true');
    // The brand's navigation marks Deals as the current page.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(await filter(canvas, 'All'));
    await waitFor(() => expect(storyLocation()).toBe('/app/brand/deals'));
    await userEvent.click(await filter(canvas, 'Active'));
    await waitFor(() => expect(storyLocation()).toBe('/app/brand/deals?status=active'));
    await waitFor(async () =>
      expect(await filter(canvas, 'Active')).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** A malformed URL shows the whole list from the first page. */
export const MalformedUrl: Story = {
  args: { url: '/app/creator/deals?status=lost&page=-2', user: storyUsers.creator },
  play: async ({ canvas }) => {
    await expect(await filter(canvas, 'All')).toHaveAttribute('aria-pressed', 'true');
  },
};
