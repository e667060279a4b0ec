import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type SubmitEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import { Select } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';
import { layoutMeta } from '../_stories/story-helpers';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Email',
    children: <Input type="email" autoComplete="email" placeholder="you@brand.com" />,
  },
  ...layoutMeta('padded', {}, 'max-w-sm'),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // The label points at the control: clicking it focuses the input.
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toBeRequired();
  },
};

export const WithHint: Story = {
  args: { hint: 'Brands reply to this address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Brands reply to this address.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    // The name stays "Email" (the asterisk is hidden) and the control is announced as required.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    const asterisk = within(canvasElement).getByText('*');
    await expect(asterisk).toBeVisible();
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'Brands reply to this address.',
    error: ['The email field is required.', 'The email must be a valid email address.'],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // Only the first message shows, and it is read out with the hint.
    const error = canvas.getByText('The email field is required.');
    await expect(error).toBeVisible();
    await expect(canvas.queryByText('The email must be a valid email address.')).toBeNull();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Brands reply to this address. The email field is required.',
    );
    await expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const WithStatus: Story = {
  args: {
    label: 'Creators wanted',
    status: 'The maximum is 50, so 80 became 50.',
    children: <Input inputMode="numeric" defaultValue="50" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Creators wanted' });
    await expect(input).toHaveAccessibleDescription('The maximum is 50, so 80 became 50.');
    await expect(input).not.toBeInvalid();
  },
};

/** A Radix Select wrapped directly: the trigger gets the id, name and state. */
export const WithSelect: Story = {
  args: {
    label: 'Category',
    required: true,
    error: 'Choose a category.',
    children: (
      <Select
        placeholder="Choose a category"
        options={[
          { value: 'food', label: 'Food and drink' },
          { value: 'beauty', label: 'Beauty' },
          { value: 'travel', label: 'Travel' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toBeRequired();
    await expect(trigger).toHaveAccessibleDescription('Choose a category.');
  },
};

/** A function child places the wiring itself: here on a radio group, labelled by the Field. */
export const RenderProp: Story = {
  args: {
    label: 'I am a',
    hint: 'You can add the other profile later.',
    children: (control) => (
      <RadioGroup {...control} defaultValue="creator">
        <RadioGroupItem value="creator" label="Creator" />
        <RadioGroupItem value="brand" label="Brand" />
      </RadioGroup>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'I am a' });
    await expect(group).toHaveAccessibleDescription('You can add the other profile later.');
    await expect(within(group).getByRole('radio', { name: 'Creator' })).toBeChecked();
  },
};

const submitted = fn();

/** A creator's application form, validated on submit like the API answers (errors per field). */
function ApplicationForm() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const emailRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const next: Record<string, string[]> = {};
    if (!email) {
      next.email = ['The email field is required.', 'The email must be a valid email address.'];
    } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      next.email = ['The email must be a valid email address.'];
    }
    setErrors(next);
    if (next.email) {
      emailRef.current?.focus();
      return;
    }
    submitted({ name, email });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-2">
      <Field label="Your name" hint="As brands will see it.">
        <Input name="name" autoComplete="name" />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input ref={emailRef} type="email" name="email" autoComplete="email" />
      </Field>
      <Textarea aria-label="Message to the brand" name="message" size="sm" />
      <Button type="submit" className="mt-2 justify-self-start">
        Send application
      </Button>
    </form>
  );
}

export const SubmitWithError: Story = {
  render: () => <ApplicationForm />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const message = canvas.getByRole('textbox', { name: 'Message to the brand' });
    const submit = canvas.getByRole('button', { name: 'Send application' });
    const messageTop = message.getBoundingClientRect().top;

    // Keyboard only: type the name, Tab past the empty email and the message, Enter on submit.
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Marta Puig');
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // The first error shows under the field, in a live region, and focus goes back to it.
    const error = await canvas.findByText('The email field is required.');
    await expect(error).toBeVisible();
    await expect(error.closest('[aria-live]')).not.toBeNull();
    await expect(canvas.queryByText('The email must be a valid email address.')).toBeNull();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email field is required.');
    await expect(email).toHaveFocus();
    await expect(name).toHaveValue('Marta Puig');
    await expect(submitted).not.toHaveBeenCalled();
    // The error took space that was already reserved: nothing below moved.
    await expect(message.getBoundingClientRect().top).toBe(messageTop);

    // A wrong address: a new message, and what was typed stays.
    await userEvent.keyboard('marta@{Enter}');
    await expect(await canvas.findByText('The email must be a valid email address.')).toBeVisible();
    await expect(email).toHaveValue('marta@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Marta Puig');

    // Fixed: the error goes and the form submits.
    await userEvent.keyboard('gmail.com{Enter}');
    await expect(submitted).toHaveBeenCalledWith({ name: 'Marta Puig', email: 'marta@gmail.com' });
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/The email/)).toBeNull();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-2">
      <Field label="Proposal title">
        <Input defaultValue="Brunch in Gràcia for a reel" />
      </Field>
      <Field label="Instagram handle" hint="Without the @.">
        <Input size="sm" defaultValue="martapuig.bcn" />
      </Field>
      <Field label="Email" required>
        <Input type="email" />
      </Field>
      <Field label="Website" error={['The website must be a valid URL.', 'It must use https.']}>
        <Input type="url" defaultValue="cafe-el-born" />
      </Field>
      <Field label="Creators wanted" status="The maximum is 50, so 80 became 50.">
        <Input inputMode="numeric" defaultValue="50" />
      </Field>
      <Field label="What you offer" hint="Creators see this first.">
        <Textarea size="sm" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toBeInvalid();
    await expect(canvas.getByText('The website must be a valid URL.')).toBeVisible();
    await expect(canvas.queryByText('It must use https.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};
