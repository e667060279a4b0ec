import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Apply to collaborate', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
  parameters: { layout: 'centered' },
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

export const Loading: Story = {
  args: { loading: true, children: 'Saving proposal' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving proposal' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    // The label stays in the layout (transparent, still named for screen readers), so the button keeps its width: no layout shift.
    await expect(canvas.getByText('Saving proposal')).not.toBeVisible();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
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

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** The whole matrix: every variant in every size, enabled, disabled and loading. */
export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button variant={variant} loading>
            {variant} loading
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * (sizes.length + 2));
  },
};
