import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { layoutMeta, Rows } from '../_stories/story-helpers';
import { Link, NEW_TAB_HINT } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#how-it-works', children: 'How Colla works' },
  ...layoutMeta('centered', { variant: ['primary', 'subtle', 'muted'] }),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'How Colla works' });
    await expect(link).toHaveAttribute('href', '#how-it-works');
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link).not.toHaveAttribute('target');
    // Keyboard: it is in the tab order, with a visible focus ring.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Subtle: Story = { args: { variant: 'subtle' }, play: Primary.play };
export const Muted: Story = { args: { variant: 'muted' }, play: Primary.play };

/** In running text it is underlined, so it does not rely on colour alone. */
export const InText: Story = {
  render: (args) => (
    <p className="max-w-md text-sm">
      Brands publish proposals and creators apply. Read <Link {...args} /> before your first
      collaboration.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'How Colla works' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** Opens in a new tab, and says so: an icon, and "(opens in a new tab)" for screen readers. */
export const External: Story = {
  args: {
    external: true,
    href: 'https://www.barcelona.cat/en/',
    children: 'Barcelona City Council',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', {
      name: `Barcelona City Council ${i18n._(NEW_TAB_HINT)}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(i18n._(NEW_TAB_HINT))).toHaveClass('sr-only');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A stand-in for a router's link component, which apps pass in with `asChild`. */
function RouterLink({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a data-router-link="" {...props} href={`/app${to}`} />;
}

export const AsChildRouterLink: Story = {
  args: {
    asChild: true,
    // The router's link makes the href; the story's default one stays out of the way.
    href: undefined,
    onClick: fn(),
    children: <RouterLink to="/creator/proposals">Browse proposals</RouterLink>,
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Browse proposals' });
    await expect(link).toHaveAttribute('href', '/app/creator/proposals');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link.className).toContain('underline');
    // Clicks reach the router's handler (the story stops the navigation).
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsChildExternal: Story = {
  args: {
    asChild: true,
    external: true,
    children: <a href="https://www.instagram.com/">Laia on Instagram</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Laia on Instagram ${i18n._(NEW_TAB_HINT)}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/');
  },
};

const variants = ['primary', 'subtle', 'muted'] as const;

/** Every variant, internal and external. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Rows values={variants} className="grid gap-3" rowClassName="flex flex-wrap items-center gap-6">
      {(variant) => (
        <>
          <Link variant={variant} href="#proposals">
            Browse proposals ({variant})
          </Link>
          <Link variant={variant} href="https://www.barcelona.cat/en/" external>
            Barcelona City Council ({variant})
          </Link>
        </>
      )}
    </Rows>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(variants.length * 2);
    await expect(canvas.getAllByText(i18n._(NEW_TAB_HINT))).toHaveLength(variants.length);
  },
};
