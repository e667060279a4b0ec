import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Pencil, Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonCatalog, layoutMeta } from '../_stories/story-helpers';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Edit proposal', children: <Pencil />, onClick: fn() },
  ...layoutMeta('centered', {
    variant: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    size: ['sm', 'md', 'lg'],
  }),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    // The label is the button's name: there is no visible text.
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toHaveAttribute('data-slot', 'icon-button');
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Primary: Story = { args: { variant: 'primary' }, play: Ghost.play };
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Save to favourites', children: <Heart /> },
  play: Ghost.play,
};
export const Outline: Story = {
  args: { variant: 'outline', label: 'Share proposal', children: <Share2 /> },
  play: Ghost.play,
};
export const Danger: Story = {
  args: { variant: 'danger', label: 'Delete proposal', children: <Trash2 /> },
  play: Ghost.play,
};

export const Small: Story = { args: { size: 'sm' }, play: Ghost.play };
export const Large: Story = { args: { size: 'lg' }, play: Ghost.play };

/** On phones every size is at least 44 × 44 px. */
export const PhoneTouchTarget: Story = {
  args: { size: 'sm' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('button', { name: args.label }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Deleting proposal', variant: 'danger', children: <Trash2 /> },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Deleting proposal' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Unavailable, but still focusable: keyboard focus is not dropped while it works.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    label: 'Edit proposal',
    children: (
      <a href="#edit">
        <Pencil aria-hidden="true" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Edit proposal' });
    await expect(link).toHaveAttribute('href', '#edit');
    await expect(link).toHaveAttribute('data-slot', 'icon-button');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every variant in every size, enabled, disabled and loading. */
export const Catalog: Story = buttonCatalog(
  ['primary', 'secondary', 'outline', 'ghost', 'danger'],
  ({ name, ...props }) => (
    <IconButton
      {...props}
      label={props.loading ? `Sharing proposal (${props.variant})` : `Share proposal (${name})`}
    >
      <Share2 />
    </IconButton>
  ),
);
