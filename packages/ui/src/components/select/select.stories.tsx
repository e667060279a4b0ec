import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectRoot,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectOption,
} from './select';
import { controlMeta, sizeCatalogStory } from '../_stories/story-helpers';
import { expectInvalid, expectKeyFocuses } from '../_stories/form-checks';

const categories: SelectOption[] = [
  { value: 'food', label: 'Food and drink' },
  { value: 'beauty', label: 'Beauty and wellness' },
  { value: 'fashion', label: 'Fashion', disabled: true },
  { value: 'travel', label: 'Travel and hotels' },
  { value: 'sport', label: 'Sport' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': 'Category',
    placeholder: 'Choose a category',
    options: categories,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  ...controlMeta('max-w-xs'),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list lives in a portal on document.body. */
const listbox = () => screen.findByRole('listbox');

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-slot', 'select-trigger');
  },
};

/** Keyboard only: Enter opens, arrows move (skipping the disabled option), Enter chooses. */
export const KeyboardChoose: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const list = await listbox();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Food and drink' })).toHaveFocus(),
    );
    await expectKeyFocuses(
      '{ArrowDown}',
      within(list).getByRole('option', { name: 'Beauty and wellness' }),
    );
    // Fashion is disabled: the next ArrowDown skips it.
    await expectKeyFocuses(
      '{ArrowDown}',
      within(list).getByRole('option', { name: 'Travel and hotels' }),
    );
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('travel');
    await expect(trigger).toHaveTextContent('Travel and hotels');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
    await expect(trigger).toHaveFocus();
  },
};

/** Space and ArrowDown open it too; Escape closes without choosing and focus returns. */
export const KeyboardEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    trigger.focus();
    for (const key of [' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      await listbox();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(trigger).toHaveFocus();
    }
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Choose a category');
  },
};

export const MouseChoose: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.click(trigger);
    const list = await listbox();
    // A disabled option can't be chosen.
    const fashion = within(list).getByRole('option', { name: 'Fashion' });
    await expect(fashion).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fashion, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(within(list).getByRole('option', { name: 'Sport' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('sport');
    await expect(trigger).toHaveTextContent('Sport');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'beauty' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Beauty and wellness');
    // Opening puts focus on the chosen option, which is ticked.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await listbox();
    const chosen = within(list).getByRole('option', { name: 'Beauty and wellness' });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('data-size', 'sm');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expectInvalid(canvas.getByRole('combobox', { name: 'Category' }));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'food' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The parts, composed by hand for grouped options. */
export const Grouped: Story = {
  render: () => (
    <SelectRoot defaultValue="gracia">
      <SelectTrigger aria-label="Neighbourhood">
        <SelectValue placeholder="Choose a neighbourhood" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Ciutat Vella</SelectLabel>
          <SelectItem value="born">El Born</SelectItem>
          <SelectItem value="raval">El Raval</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Gràcia</SelectLabel>
          <SelectItem value="gracia">Vila de Gràcia</SelectItem>
          <SelectItem value="salut">La Salut</SelectItem>
        </SelectGroup>
      </SelectContent>
    </SelectRoot>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Neighbourhood' });
    await expect(trigger).toHaveTextContent('Vila de Gràcia');
    await userEvent.click(trigger);
    const list = await listbox();
    await expect(within(list).getAllByRole('group')).toHaveLength(2);
    // Visible once the entrance animation (motion-safe) settles.
    await waitFor(() =>
      expect(within(list).getByRole('group', { name: 'Ciutat Vella' })).toBeVisible(),
    );
    // Typeahead: typing "El R" jumps to El Raval.
    await userEvent.keyboard('El R');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'El Raval' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('El Raval'));
  },
};

export const Catalog: Story = sizeCatalogStory(
  'combobox',
  {
    className: 'grid gap-3',
    states: {
      Empty: { placeholder: 'Choose a category' },
      Chosen: { defaultValue: 'food' },
      Invalid: { invalid: true, placeholder: 'Choose a category' },
      Disabled: { disabled: true, defaultValue: 'travel' },
    },
    render: ({ name, ...props }) => <Select aria-label={name} options={categories} {...props} />,
  },
  async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: 'Chosen md' })).toHaveTextContent(
      'Food and drink',
    );
  },
);
