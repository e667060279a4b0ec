import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlMeta, expectIgnoresInput, SizeCatalog } from '../_stories/story-helpers';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    label: 'Accepting new collaborations',
    onCheckedChange: fn(),
  },
  ...controlMeta('max-w-sm'),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Accepting new collaborations' });
    await expect(control).toHaveAttribute('data-slot', 'switch');
    await expect(control).not.toBeChecked();
    // Keyboard: Tab reaches it; Space and Enter toggle it.
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    // Mouse: the switch and its label both toggle it.
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('Accepting new collaborations'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Deadline reminders',
    description: 'A notification two days before each task is due.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Deadline reminders' }),
    ).toHaveAccessibleDescription('A notification two days before each task is due.');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control.getBoundingClientRect().width).toBe(36);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch');
    await expectIgnoresInput(control, args.onCheckedChange);
    await expect(control).toBeChecked();
  },
};

export const Bare: Story = {
  args: { label: undefined, 'aria-label': 'Proposal visible' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Proposal visible' }));
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <SizeCatalog
      className="grid max-w-sm gap-4"
      states={{
        Off: {},
        On: { defaultChecked: true },
        'Disabled off': { disabled: true },
        'Disabled on': { disabled: true, defaultChecked: true },
      }}
      render={({ name, ...props }) => <Switch label={name} {...props} />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(8);
  },
};
