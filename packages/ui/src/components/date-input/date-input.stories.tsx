import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { expectIgnoresInput, expectTabStop } from '../_stories/form-checks';
import { controlMeta, SizeCatalog } from '../_stories/story-helpers';
import { DateInput, toDateInputValue } from './date-input';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: {
    'aria-label': 'Content due by',
    min: '2026-06-01',
    max: '2026-09-30',
    onChange: fn(),
  },
  ...controlMeta('max-w-xs'),
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // A date field has no ARIA role of its own: find it by its label.
    const input = canvas.getByLabelText('Content due by');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2026-06-01');
    await expect(input).toHaveAttribute('max', '2026-09-30');
    await expectTabStop(input, 'date-input');
    await userEvent.type(input, '2026-07-15');
    await expect(input).toHaveValue('2026-07-15');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvasElement.querySelector('input:invalid')).toBeNull();
  },
};

/** The browser flags a date outside min/max (rangeOverflow); Field shows why on blur. */
function DeadlineField() {
  const [error, setError] = useState<string>();
  return (
    <Field label="Content due by" hint="Between June 1 and September 30, 2026." error={error}>
      <DateInput
        min="2026-06-01"
        max="2026-09-30"
        onBlur={(event) => {
          const { validity } = event.currentTarget;
          setError(
            validity.rangeUnderflow
              ? 'The date must be June 1, 2026 or later.'
              : validity.rangeOverflow
                ? 'The date must be September 30, 2026 or earlier.'
                : undefined,
          );
        }}
      />
    </Field>
  );
}

export const OutOfRange: Story = {
  render: () => <DeadlineField />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Content due by');
    await userEvent.type(input, '2026-12-24');
    await expect(input).toHaveValue('2026-12-24');
    await userEvent.tab();
    await expect(canvas.getByText('The date must be September 30, 2026 or earlier.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-08-01');
    await userEvent.tab();
    await expect(canvas.queryByText(/The date must/)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithValue: Story = {
  args: { defaultValue: toDateInputValue(new Date(2026, 6, 15)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Content due by')).toHaveValue('2026-07-15');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Content due by')).toHaveAttribute('data-size', 'sm');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '2026-05-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Content due by')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-07-15' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Content due by');
    await expectIgnoresInput(input, args.onChange, '2026-08-01');
    await expect(input).toHaveValue('2026-07-15');
  },
};

export const Catalog: Story = {
  render: () => (
    <SizeCatalog
      className="grid gap-3"
      states={{
        Empty: {},
        Filled: { defaultValue: '2026-07-15' },
        Invalid: { invalid: true, defaultValue: '2026-05-01' },
        Disabled: { disabled: true, defaultValue: '2026-07-15' },
      }}
      render={({ name, ...props }) => <DateInput aria-label={name} {...props} />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Filled md')).toHaveValue('2026-07-15');
    await expect(canvas.getByLabelText('Disabled sm')).toBeDisabled();
  },
};
