import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalPage, storyUsers } from './portal-page';

/** The creator's conversation route (`routes/creator/chat.tsx`) inside the portal's frame. */
const meta = {
  title: 'Portal/Chat route',
  component: PortalPage,
  parameters: { router: 'own' },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone (375 × 812) the message box is on screen when the conversation opens, above the tab
 * bar: nobody scrolls to reply.
 */
export const ComposerAboveTheTabBarOnPhone: Story = {
  args: { url: '/app/creator/chat/5', user: storyUsers.creator },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));
    const box = await canvas.findByRole('textbox', { name: /message/i });
    const bar = canvasElement.ownerDocument.querySelector('[data-slot="mobile-bottom-bar"]');
    const barTop = bar?.getBoundingClientRect().top ?? 0;
    await expect(barTop).toBeGreaterThan(0);
    await waitFor(() => expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(barTop));
    await expect(box.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    // The page itself does not scroll: the messages scroll inside the conversation.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight + 1);
  },
};
