import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonCatalog, layoutMeta } from '../_stories/story-helpers';
import { Button, type ButtonProps } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Apply to collaborate', onClick: fn() },
  ...layoutMeta('centered', {
    variant: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    size: ['sm', 'md', 'lg', 'icon'],
  }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space press a focused button too.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' }, play: Primary.play };
export const Outline: Story = {
  args: { variant: 'outline', children: 'Apply' },
  play: Primary.play,
};
export const Ghost: Story = { args: { variant: 'ghost' }, play: Primary.play };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete proposal' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete proposal' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const LinkStyle: Story = { args: { variant: 'link' }, play: Primary.play };

export const Small: Story = { args: { size: 'sm' }, play: Primary.play };
export const Large: Story = { args: { size: 'lg' }, play: Primary.play };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Apply to collaborate' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A save button that starts loading when pressed, as forms do while their call runs. */
function SaveProposalButton(props: ButtonProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      {...props}
      loading={saving}
      onClick={(event) => {
        props.onClick?.(event);
        setSaving(true);
      }}
    />
  );
}

/**
 * Pressed, it starts loading: focus stays on the button (it is `aria-disabled`, not `disabled`,
 * so keyboard users are not dropped to the top of the page) and further presses are ignored.
 */
export const Loading: Story = {
  args: { children: 'Save proposal' },
  render: (args) => <SaveProposalButton {...args} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save proposal' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();

    // Loading: busy and unavailable to assistive technology, but still focused and focusable.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await expect(button).toHaveFocus();
    // The label stays in the layout (transparent, still named for screen readers), so the button keeps its width: no layout shift.
    await expect(canvas.getByText('Save proposal')).not.toBeVisible();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(100);

    // Presses by keyboard and by mouse are ignored while it loads.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveFocus();

    // Tab moves on from the button, and Shift+Tab comes back to it: it is still in the tab order.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
  },
};

const onPublish = fn().mockName('onPublish');

/**
 * A loading submit button does not submit its form again: not when pressed, and not when Enter
 * is pressed in one of the form's fields.
 */
export const LoadingSubmit: Story = {
  args: { loading: true, type: 'submit', children: 'Publishing proposal' },
  render: (args) => (
    <form
      aria-label="Publish proposal"
      className="flex items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPublish();
      }}
    >
      <label className="grid gap-1 text-sm font-medium">
        Proposal name
        <input
          name="name"
          defaultValue="Brunch for two at Café Godot"
          className="h-10 rounded-lg border border-line-strong px-3"
        />
      </label>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publishing proposal' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Proposal name' }));
    await userEvent.keyboard('{Enter}');
    await expect(onPublish).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#apply">Apply</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Apply' });
    await expect(link).toHaveAttribute('href', '#apply');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link.className).toContain('border');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AsChildDisabledLink: Story = {
  args: { asChild: true, disabled: true, children: <a href="#apply">Apply</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Apply' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    const before = window.location.hash;
    await userEvent.click(link);
    await expect(window.location.hash).toBe(before);
  },
};

/** The whole matrix: every variant in every size, enabled, disabled and loading. */
export const Catalog: Story = buttonCatalog(
  ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
  ({ name, ...props }) => <Button {...props}>{name}</Button>,
);
