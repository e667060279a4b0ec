import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withHeldValues } from './form-stories-support';
import { EMPTY_REGISTER_VALUES, RegisterForm } from './register-form';
import { REGISTRATION_FALLBACK_ERROR } from './sign-in-messages';
import {
  NEW_ACCOUNT,
  confirmationInput,
  expectRegisterValues,
  fillRegister,
  passwordInput,
} from './sign-in-stories-support';

/** The pure form, with the values held by the story. */
const StatefulRegisterForm = withHeldValues(RegisterForm);

const meta = {
  title: 'Features/Sign in/Register form',
  component: RegisterForm,
  render: (args) => <StatefulRegisterForm {...args} />,
  args: {
    values: EMPTY_REGISTER_VALUES,
    onValueChange: fn(),
    onSubmit: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const autocomplete = {
      'First name': 'given-name',
      'Last name': 'family-name',
      Email: 'email',
    };
    for (const [name, value] of Object.entries(autocomplete)) {
      const input = canvas.getByRole('textbox', { name });
      await expect(input).toHaveAttribute('autocomplete', value);
      await expect(input).toBeRequired();
    }
    await expect(passwordInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmationInput(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(passwordInput(canvas)).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await fillRegister(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { values: NEW_ACCOUNT, submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create account' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  args: {
    values: NEW_ACCOUNT,
    fieldErrors: {
      email: 'The email has already been taken.',
      password_confirmation: 'The password confirmation does not match.',
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectRegisterValues(canvas);
  },
};

export const GeneralError: Story = {
  args: { values: NEW_ACCOUNT },
  // The message is read from the catalog when the story renders (in its language).
  render: (args) => <StatefulRegisterForm {...args} error={i18n._(REGISTRATION_FALLBACK_ERROR)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n._(REGISTRATION_FALLBACK_ERROR));
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

export const FieldErrorsOnPhone: Story = {
  ...FieldErrors,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
