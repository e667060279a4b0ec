import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LinkProvider, type LinkTarget } from '@colla/ui/lib/link';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  expectTouchTargets,
  phone,
  phoneStory,
  pageMeta,
} from './page-checks';
import { RedirectPage } from './redirect-page';

const meta = {
  title: 'Site/Pages/RedirectPage',
  ...pageMeta(RedirectPage),
  args: { target: '/home' },
} satisfies Meta<typeof RedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectRedirect(canvasElement: HTMLElement, destination: string, target: string) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: `Taking you to ${destination}…` }),
  ).toBeVisible();
  // Screen readers hear that something is happening.
  await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting');
  const link = canvas.getByRole('link', { name: `Continue to ${destination}` });
  await expect(link).toHaveAttribute('href', target);
  await expectSensibleOutline(canvasElement);
  return link;
}

export const Desktop: Story = desktopStory((canvasElement) =>
  expectRedirect(canvasElement, 'Colla', '/home'),
);

export const Phone: Story = phoneStory(
  (canvasElement) => expectRedirect(canvasElement, 'Colla', '/home'),
  ({ canvas }) => expectTouchTargets([canvas.getByRole('link', { name: 'Continue to Colla' })]),
);

const renderLink = fn((item: LinkTarget, className: string, children: ReactNode) => (
  <a href={item.href} className={className} data-router-link="">
    {children}
  </a>
)).mockName('renderLink');

/** The app's router link, provided once at the root as the portal does. */
const withRouterLink: NonNullable<Story['decorators']> = (Story) => (
  <LinkProvider renderLink={renderLink}>
    <Story />
  </LinkProvider>
);

/** Into the portal, through the app's router. */
export const ToSignIn: Story = {
  globals: desktop,
  decorators: withRouterLink,
  args: { target: '/app-login', destination: 'sign in' },
  play: async ({ canvasElement }) => {
    const link = await expectRedirect(canvasElement, 'sign in', '/app-login');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** To an app store: an external address is a plain link, never a router link. */
export const ToAppStore: Story = {
  globals: phone,
  decorators: withRouterLink,
  args: {
    target: 'https://apps.apple.com/es/app/colla/id6470000000',
    destination: 'the App Store',
  },
  play: async ({ canvasElement }) => {
    const link = await expectRedirect(
      canvasElement,
      'the App Store',
      'https://apps.apple.com/es/app/colla/id6470000000',
    );
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
