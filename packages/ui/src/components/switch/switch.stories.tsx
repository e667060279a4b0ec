import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import * as choice from '../_stories/choice-stories';
import { controlMeta, sizeCatalogStory } from '../_stories/story-helpers';
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
    // Keyboard: Tab reaches it; Space and Enter toggle it.
    const control = await choice.turnsOnWithKeyboard(
      canvas,
      'switch',
      'Accepting new collaborations',
    );
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    // Mouse: the switch and its label both toggle it.
    await choice.togglesByMouse(canvas, control, 'Accepting new collaborations', false);
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

export const Small: Story = choice.small('switch', 36);

export const Disabled: Story = choice.disabled('switch');

export const Bare: Story = choice.bare('switch', 'Proposal visible');

export const Catalog: Story = sizeCatalogStory('switch', {
  className: 'grid max-w-sm gap-4',
  states: {
    Off: {},
    On: { defaultChecked: true },
    'Disabled off': { disabled: true },
    'Disabled on': { disabled: true, defaultChecked: true },
  },
  render: ({ name, ...props }) => <Switch label={name} {...props} />,
});
