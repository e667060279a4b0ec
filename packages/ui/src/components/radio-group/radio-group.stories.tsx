import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { layoutMeta } from '../_stories/story-helpers';
import { DANGER_BORDER } from '../_stories/form-checks';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    'aria-label': 'Deliverable',
    onValueChange: fn(),
    children: [
      <RadioGroupItem key="reel" value="reel" label="Instagram reel" />,
      <RadioGroupItem key="stories" value="stories" label="Three stories" />,
      <RadioGroupItem key="tiktok" value="tiktok" label="TikTok video" />,
    ],
  },
  ...layoutMeta('padded'),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses an arrow key like a person does (held for a moment, then released): Radix moves focus
 * a tick after keydown and chooses the focused option only while an arrow key is down.
 */
async function pressArrow(
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
  next: HTMLElement,
) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Deliverable' });
    const [reel, stories, tiktok] = within(group).getAllByRole('radio');
    if (!reel || !stories || !tiktok) throw new Error('Expected three options');
    await expect(group).toHaveAttribute('data-slot', 'radio-group');

    // Mouse: the label chooses its option.
    await userEvent.click(canvas.getByText('Three stories'));
    await expect(stories).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('stories');

    // Keyboard: Tab enters at the chosen option; arrows move and choose, wrapping round.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(stories).toHaveFocus();
    await pressArrow('ArrowDown', tiktok);
    await expect(tiktok).toBeChecked();
    await pressArrow('ArrowDown', reel);
    await expect(reel).toBeChecked();
    await expect(tiktok).not.toBeChecked();
    await pressArrow('ArrowUp', tiktok);
    await expect(tiktok).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tiktok');
    // Only one option is in the tab order.
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'reel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Instagram reel' })).toBeChecked();
  },
};

export const WithDescriptions: Story = {
  args: {
    'aria-label': 'Who can apply',
    defaultValue: 'anyone',
    children: [
      <RadioGroupItem
        key="anyone"
        value="anyone"
        label="Any creator"
        description="Every creator in Barcelona sees the proposal."
      />,
      <RadioGroupItem
        key="invited"
        value="invited"
        label="Only invited creators"
        description="The proposal stays hidden; you send the link."
      />,
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: 'Only invited creators' }),
    ).toHaveAccessibleDescription('The proposal stays hidden; you send the link.');
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'reel',
    children: [
      <RadioGroupItem key="reel" value="reel" label="Instagram reel" />,
      <RadioGroupItem key="stories" value="stories" label="Three stories (sold out)" disabled />,
      <RadioGroupItem key="tiktok" value="tiktok" label="TikTok video" />,
    ],
  },
  play: async ({ canvas }) => {
    const reel = canvas.getByRole('radio', { name: 'Instagram reel' });
    await userEvent.click(reel);
    // Arrow keys skip the disabled option.
    const tiktok = canvas.getByRole('radio', { name: 'TikTok video' });
    await pressArrow('ArrowDown', tiktok);
    await expect(tiktok).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Three stories (sold out)' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Deliverable' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    const radio = canvas.getByRole('radio', { name: 'Instagram reel' });
    await expect(getComputedStyle(radio).borderTopColor).toBe(DANGER_BORDER);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'reel' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'TikTok video' }), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('radio', { name: 'Instagram reel' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', className: 'flex flex-wrap gap-6' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Instagram reel' }));
    const stories = canvas.getByRole('radio', { name: 'Three stories' });
    await pressArrow('ArrowRight', stories);
    await expect(stories).toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2">
      {(['sm', 'md'] as const).map((size) => (
        <RadioGroup key={size} aria-label={`Deliverable ${size}`} defaultValue="reel">
          <RadioGroupItem size={size} value="reel" label={`Chosen ${size}`} />
          <RadioGroupItem size={size} value="stories" label={`Not chosen ${size}`} />
          <RadioGroupItem size={size} value="tiktok" label={`Disabled ${size}`} disabled />
        </RadioGroup>
      ))}
      <RadioGroup aria-label="Invalid group" invalid>
        <RadioGroupItem value="a" label="Invalid option" />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
  },
};
