import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { LinkProvider, type LinkTarget } from '@colla/ui/lib/link';
import {
  desktop,
  desktopStory,
  expectTouchTargets,
  pageChecks,
  pageMeta,
  phone,
  phoneStory,
} from './page-checks';
import { RedirectPage } from './redirect-page';

const meta = {
  title: 'Site/Pages/RedirectPage',
  ...pageMeta(RedirectPage, { target: '/home' }),
} satisfies Meta<typeof RedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's checks while it takes the visitor to `destination`, with a link to `target`. */
function expectRedirect(destination: string, target: string) {
  return pageChecks(`Taking you to ${destination}…`, async (canvas) => {
    // Screen readers hear that something is happening.
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting');
    await expect(canvas.getByRole('link', { name: `Continue to ${destination}` })).toHaveAttribute(
      'href',
      target,
    );
  });
}

export const Desktop: Story = desktopStory(expectRedirect('Colla', '/home'));

export const Phone: Story = phoneStory(expectRedirect('Colla', '/home'), ({ canvas }) =>
  expectTouchTargets([canvas.getByRole('link', { name: 'Continue to Colla' })]),
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
  play: async ({ canvasElement, canvas }) => {
    await expectRedirect('sign in', '/app-login')(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

const APP_STORE = 'https://apps.apple.com/es/app/colla/id6470000000';

/** To an app store: an external address is a plain link, never a router link. */
export const ToAppStore: Story = {
  globals: phone,
  decorators: withRouterLink,
  args: { target: APP_STORE, destination: 'the App Store' },
  play: async ({ canvasElement, canvas }) => {
    await expectRedirect('the App Store', APP_STORE)(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Continue to the App Store' }),
    ).not.toHaveAttribute('data-router-link');
  },
};
