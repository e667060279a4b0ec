import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Handshake, House, CalendarDays, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { AppShell, type NavItem } from '../app-shell/app-shell';
import { PageHeader } from '../page-header/page-header';
import { ConnectionBanner, UNREACHABLE_DESCRIPTION, UNREACHABLE_TITLE } from './connection-banner';
import {
  expectViewport,
  viewport,
  VIEWPORT_WIDTH,
  type ViewportName,
} from '../../components/_stories/story-helpers';

const meta = {
  title: 'Patterns/ConnectionBanner',
  component: ConnectionBanner,
  args: { unreachable: true, onTryNow: fn(), checking: false },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerOf = (canvasElement: HTMLElement) => {
  const banner = canvasElement.ownerDocument.querySelector<HTMLElement>(
    '[data-slot="connection-banner"]',
  );
  if (!banner) throw new Error('No connection banner in the page.');
  return banner;
};

/** The message is in a polite live region, visible, whole and inside the screen. */
async function expectShown(canvasElement: HTMLElement, name: ViewportName) {
  const view = await expectViewport(canvasElement, name);
  const width = VIEWPORT_WIDTH[name];
  const status = within(bannerOf(canvasElement)).getByRole('status');
  await expect(status).toHaveTextContent(
    `${i18n._(UNREACHABLE_TITLE)} ${i18n._(UNREACHABLE_DESCRIPTION)}`,
  );
  await expect(within(status).getByText(i18n._(UNREACHABLE_TITLE))).toBeVisible();
  await expect(within(status).getByText(i18n._(UNREACHABLE_DESCRIPTION))).toBeVisible();
  const card = status.parentElement?.getBoundingClientRect();
  await expect(card?.left).toBeGreaterThanOrEqual(0);
  await expect(card?.right).toBeLessThanOrEqual(view.innerWidth);
  await expect(card?.bottom).toBeLessThanOrEqual(view.innerHeight);
  // No sideways scrolling.
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** Colla cannot be reached: the banner floats at the foot of the screen with "Try now". */
export const Unreachable: Story = {
  globals: viewport('desktop'),
  play: async ({ args, canvasElement }) => {
    await expectShown(canvasElement, 'desktop');
    const banner = within(bannerOf(canvasElement));
    const tryNow = banner.getByRole('button', { name: 'Try now' });
    await userEvent.click(tryNow);
    await expect(args.onTryNow).toHaveBeenCalledOnce();
    // The button is outside the live region, so its spinner is never announced.
    await expect(within(banner.getByRole('status')).queryByRole('button')).toBeNull();
  },
};

/** On a phone the banner spans the width, with 44 px targets. */
export const UnreachablePhone: Story = {
  globals: viewport('phone'),
  play: async ({ args, canvasElement }) => {
    await expectShown(canvasElement, 'phone');
    const tryNow = within(bannerOf(canvasElement)).getByRole('button', { name: 'Try now' });
    await expect(tryNow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    tryNow.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryNow).toHaveBeenCalledOnce();
  },
};

/** A check the person asked for is running: "Try now" keeps focus, spins and ignores presses. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ args, canvasElement }) => {
    const tryNow = within(bannerOf(canvasElement)).getByRole('button', { name: 'Try now' });
    await expect(tryNow).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(tryNow);
    await expect(args.onTryNow).not.toHaveBeenCalled();
  },
};

/** Colla answers: nothing shows, but the empty live region stays for the next time. */
export const Reachable: Story = {
  args: { unreachable: false },
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    await expect(banner).toHaveAttribute('data-state', 'reachable');
    const status = within(banner).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(within(banner).queryByRole('button')).toBeNull();
    await expect(status.getBoundingClientRect().height).toBe(0);
  },
};

/** The banner appears (announced) and goes away as the connection comes and goes. */
export const ComesAndGoes: Story = {
  render: function Toggle(args) {
    const [unreachable, setUnreachable] = useState(false);
    return (
      <div className="p-6">
        <Button variant="outline" onClick={() => setUnreachable((value) => !value)}>
          {unreachable ? 'Colla answers again' : 'Lose Colla'}
        </Button>
        <ConnectionBanner {...args} unreachable={unreachable} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const status = within(bannerOf(canvasElement)).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Lose Colla' }));
    // The same live region gets the message, so screen readers announce it.
    await waitFor(() => expect(status).toHaveTextContent(i18n._(UNREACHABLE_TITLE)));
    await userEvent.click(canvas.getByRole('button', { name: 'Colla answers again' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

const creatorMobileItems: NavItem[] = [
  { label: 'Home', href: '/app/creator/dashboard', icon: House, current: true },
  { label: 'Deals', href: '/app/creator/deals', icon: Handshake },
  { label: 'Calendar', href: '/app/creator/calendar', icon: CalendarDays },
  { label: 'Chat', href: '/app/creator/chat', icon: MessageCircle },
];

/** In a signed-in area on a phone: above the bottom bar, which stays usable. */
export const InAppShellPhone: Story = {
  globals: viewport('phone'),
  render: (args) => (
    <>
      <AppShell
        items={creatorMobileItems}
        logoHref="/app/creator/dashboard"
        user={{ firstName: 'Laia', lastName: 'Puig', email: 'laia.puig@example.com' }}
        onLogout={() => undefined}
      >
        <PageHeader title="Hola, Laia" />
        <p className="text-muted">Your deals and proposals load here.</p>
      </AppShell>
      <ConnectionBanner {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, 'phone');
    const card = within(bannerOf(canvasElement)).getByRole('status').parentElement;
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(bar).toHaveAttribute('data-slot', 'mobile-bottom-bar');
    // Once it has slid in, the banner ends above the bar: nothing of the navigation is covered.
    await waitFor(() =>
      expect(card?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Deals' })).toBeVisible();
  },
};
