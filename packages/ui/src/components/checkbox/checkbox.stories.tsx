import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import * as choice from '../_stories/choice-stories';
import { controlMeta, sizeCatalogStory } from '../_stories/story-helpers';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Email me when a brand replies',
    onCheckedChange: fn(),
  },
  ...controlMeta(),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // Keyboard: Tab reaches it, Space toggles.
    const box = await choice.turnsOnWithKeyboard(
      canvas,
      'checkbox',
      'Email me when a brand replies',
    );
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Mouse: the box and its label both toggle it.
    await choice.togglesByMouse(canvas, box, 'Email me when a brand replies', true);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Show my profile to brands',
    description: 'Brands can find you and invite you to proposals.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show my profile to brands' });
    await expect(box).toHaveAccessibleDescription(
      'Brands can find you and invite you to proposals.',
    );
  },
};

/** "Select all" over a list: indeterminate while some, not all, are chosen. */
export const Indeterminate: Story = {
  render: function Render() {
    const tasks = ['Post the reel', 'Tag the brand', 'Share insights'];
    const [done, setDone] = useState<string[]>(['Post the reel']);
    const all = done.length === tasks.length;
    return (
      <div className="grid gap-3">
        <Checkbox
          label="All tasks done"
          checked={all ? true : done.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) => setDone(checked === true ? tasks : [])}
        />
        <div className="grid gap-3 ps-8">
          {tasks.map((task) => (
            <Checkbox
              key={task}
              label={task}
              checked={done.includes(task)}
              onCheckedChange={(checked) =>
                setDone((current) =>
                  checked === true ? [...current, task] : current.filter((item) => item !== task),
                )
              }
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All tasks done' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Share insights' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tag the brand' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Small: Story = choice.small('checkbox', 16);

export const Invalid: Story = {
  args: { label: 'I accept the collaboration terms', invalid: true, required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the collaboration terms' });
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
  },
};

export const Disabled: Story = choice.disabled('checkbox');

/** Without `label`, label the box yourself (here with aria-label). */
export const Bare: Story = choice.bare('checkbox', 'Select proposal Brunch in Gràcia');

export const Catalog: Story = sizeCatalogStory('checkbox', {
  states: {
    Unchecked: {},
    Checked: { defaultChecked: true },
    Indeterminate: { checked: 'indeterminate' as const },
    Invalid: { invalid: true },
    Disabled: { disabled: true },
    'Disabled checked': { disabled: true, defaultChecked: true },
  },
  render: ({ name, ...props }) => <Checkbox label={name} {...props} />,
});
