import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { expectIgnoresInput, expectInvalid, expectTabStop } from '../_stories/form-checks';
import { controlMeta, sizeCatalogStory } from '../_stories/story-helpers';
import { NumberInput, clampMessage, type NumberInputProps } from './number-input';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: {
    'aria-label': 'Creators wanted',
    min: 1,
    max: 50,
    step: 1,
    onValueChange: fn(),
    onClamp: fn(),
  },
  ...controlMeta('max-w-xs'),
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Creators wanted' });
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '50');
    await expectTabStop(input, 'number-input');
    await userEvent.keyboard('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('30');
    await userEvent.tab();
    await expect(input).toHaveValue(30);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(30);
    await expect(args.onClamp).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveValue(8);
  },
};

/** A budget in a Field: a number below the minimum is clamped on blur and the Field says why. */
function BudgetField(props: NumberInputProps) {
  const [status, setStatus] = useState<string>();
  const euros = (value: number) => `${value} €`;
  return (
    <Field label="Budget per creator" hint="In euros, from 0 to 2,000." status={status}>
      <NumberInput
        {...props}
        onValueChange={(value) => {
          setStatus(undefined);
          props.onValueChange?.(value);
        }}
        onClamp={(clamp) => {
          setStatus(clampMessage(clamp, euros));
          props.onClamp?.(clamp);
        }}
      />
    </Field>
  );
}

export const ClampsBelowMin: Story = {
  args: { 'aria-label': undefined, min: 0, max: 2000, step: 10 },
  render: (args) => <BudgetField {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Budget per creator' });
    await userEvent.click(input);
    await userEvent.keyboard('-5');
    // A negative budget is never passed on while typing…
    await expect(args.onValueChange).not.toHaveBeenCalledWith(-5);
    await userEvent.tab();
    // …on blur it becomes the minimum and the Field explains, politely, without an error.
    await expect(input).toHaveValue(0);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await expect(args.onClamp).toHaveBeenCalledWith({ typed: -5, value: 0, bound: 'min' });
    const note = canvas.getByText('The minimum is 0 €, so -5 € became 0 €.');
    await expect(note.closest('[aria-live]')).not.toBeNull();
    await expect(input).toHaveAccessibleDescription(
      'In euros, from 0 to 2,000. The minimum is 0 €, so -5 € became 0 €.',
    );
    await expect(input).not.toBeInvalid();
    // Typing a valid amount clears the note.
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150);
    await expect(canvas.queryByText(/The minimum/)).toBeNull();
  },
};

export const ClampsAboveMax: Story = {
  args: { 'aria-label': undefined, min: 0, max: 2000, step: 10 },
  render: (args) => <BudgetField {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Budget per creator' });
    await userEvent.type(input, '25000');
    await userEvent.keyboard('{Enter}');
    // Enter commits too (a form submitted by Enter sees the corrected number).
    await expect(input).toHaveValue(2000);
    await expect(args.onClamp).toHaveBeenCalledWith({ typed: 25000, value: 2000, bound: 'max' });
    await expect(
      canvas.getByText('The maximum is 2000 €, so 25000 € became 2000 €.'),
    ).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(5);
    return (
      <div className="grid gap-3">
        <NumberInput {...args} value={value} onValueChange={setValue} />
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-primary-700 underline"
          onClick={() => setValue(20)}
        >
          Use the suggested 20
        </button>
        <p className="text-sm text-muted">Value: {value ?? 'empty'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Creators wanted' });
    await expect(input).toHaveValue(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the suggested 20' }));
    await expect(input).toHaveValue(20);
    await userEvent.clear(input);
    await expect(canvas.getByText('Value: empty')).toBeVisible();
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue(1);
    await expect(canvas.getByText('Value: 1')).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('data-size', 'sm');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    await expectInvalid(canvas.getByRole('spinbutton'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 10 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton');
    await expectIgnoresInput(input, args.onValueChange, '5');
    await expect(input).toHaveValue(10);
  },
};

export const Catalog: Story = sizeCatalogStory('spinbutton', {
  className: 'grid gap-3',
  states: {
    Empty: { min: 0 },
    Filled: { min: 0, defaultValue: 250 },
    Invalid: { invalid: true, defaultValue: -1 },
    Disabled: { disabled: true, defaultValue: 5 },
  },
  render: ({ name, ...props }) => <NumberInput aria-label={name} {...props} />,
});
