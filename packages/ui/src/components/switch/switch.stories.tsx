import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    label: 'Accepting new collaborations',
    onCheckedChange: fn(),
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
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
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
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
    <div className="grid max-w-sm gap-4">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="grid gap-3">
          <Switch size={size} label={`Off ${size}`} />
          <Switch size={size} label={`On ${size}`} defaultChecked />
          <Switch size={size} label={`Disabled off ${size}`} disabled />
          <Switch size={size} label={`Disabled on ${size}`} disabled defaultChecked />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(8);
  },
};
