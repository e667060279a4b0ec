import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { StatusBadge } from '../status-badge/status-badge';
import { PageHeader } from './page-header';
import { expectViewport, layoutMeta, viewport } from '../../components/_stories/story-helpers';

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: {
    title: 'Proposals',
    description: 'Collaboration offers you publish for creators in Barcelona.',
  },
  ...layoutMeta('padded'),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithDescription: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
    await expect(
      canvas.getByText('Collaboration offers you publish for creators in Barcelona.'),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button>New proposal</Button> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Proposals' });
    const action = canvas.getByRole('button', { name: 'New proposal' });
    // Reading and tab order: the title comes before its actions.
    await expect(
      heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.tab();
    await expect(action).toHaveFocus();
  },
};

const detail = {
  title: 'Brunch for two at Café Godot',
  description: (
    <span className="inline-flex flex-wrap items-center gap-2">
      <StatusBadge status="active" />
      Runs from November 21, 2026 to December 19, 2026
    </span>
  ),
  back: { href: '/app/brand/proposals', label: 'Back to proposals' },
  actions: (
    <>
      <Button variant="outline">Edit proposal</Button>
      <Button>View applications</Button>
    </>
  ),
};

export const WithBackLink: Story = {
  args: detail,
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to proposals' });
    await expect(back).toHaveAttribute('href', '/app/brand/proposals');
    // The arrow is decorative; the words name the link.
    await expect(back.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Tab order: back link, then the actions.
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit proposal' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View applications' })).toHaveFocus();
  },
};

function CurrentPath() {
  const { pathname } = useLocation();
  return <p className="mt-6 text-sm text-muted">You are on {pathname}</p>;
}

/** The portal passes its router's link: the back link then navigates without a page load. */
export const WithRouterLink: Story = {
  args: {
    ...detail,
    renderLink: (item, className, children) => (
      <RouterLink to={item.href} className={className}>
        {children}
      </RouterLink>
    ),
  },
  parameters: { route: { url: '/app/brand/proposals/12' } },
  render: (args) => (
    <>
      <PageHeader {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are on /app/brand/proposals/12')).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Back to proposals' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('You are on /app/brand/proposals')).toBeVisible();
  },
};

const longTitle = {
  ...detail,
  title: 'Weekend tasting menu for two at a rooftop restaurant in the Eixample',
};

/** At 375 px the actions wrap under the title, nothing scrolls sideways, targets are 44 px. */
export const Phone: Story = {
  args: longTitle,
  globals: viewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    const view = await expectViewport(canvasElement, 'phone');
    await expect(view.matchMedia('(min-width: 40rem)').matches).toBe(false);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    const heading = canvas.getByRole('heading', { level: 1 });
    const actions = canvas.getByRole('button', { name: 'Edit proposal' });
    await expect(actions.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    const back = canvas.getByRole('link', { name: 'Back to proposals' }).getBoundingClientRect();
    await expect(back.height).toBeGreaterThanOrEqual(44);
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

/** On a desktop the actions sit beside the title. */
export const Desktop: Story = {
  args: detail,
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await expectViewport(canvasElement, 'desktop');
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'View applications' });
    await expect(action.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};
