import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withHeldValues } from './form-stories-support';
import { SignInForm } from './sign-in-form';
import { LOGIN_FALLBACK_ERROR, REGISTRATION_SUCCESS_MESSAGE } from './sign-in-messages';
import { DEMO_EMAIL, DEMO_PASSWORD, passwordInput } from './sign-in-stories-support';

/** The pure form: what it shows for each state it is given, with the values held by the story. */
const StatefulSignInForm = withHeldValues(SignInForm);

const meta = {
  title: 'Features/Sign in/Sign in form',
  component: SignInForm,
  render: (args) => <StatefulSignInForm {...args} />,
  args: {
    values: { email: '', password: '' },
    onValueChange: fn(),
    onSubmit: fn(),
    onRegister: fn(),
    passwordResetHref: '/password-reset',
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(passwordInput(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create a free account' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

/** Filled in and submitted with Enter: the container is told once. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_EMAIL);
    await userEvent.type(passwordInput(canvas), `${DEMO_PASSWORD}{Enter}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('password', DEMO_PASSWORD);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { values: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(passwordInput(canvas), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { values: { email: DEMO_EMAIL, password: 'not-my-password' } },
  // The message is read from the catalog when the story renders (in its language).
  render: (args) => <StatefulSignInForm {...args} error={i18n._(LOGIN_FALLBACK_ERROR)} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(LOGIN_FALLBACK_ERROR));
    await expect(alert).toHaveFocus();
  },
};

/** Just registered: the message, the email filled in, and focus on the password. */
export const AfterRegistering: Story = {
  args: { values: { email: 'nuria.vidal@example.com', password: '' } },
  render: (args) => <StatefulSignInForm {...args} notice={i18n._(REGISTRATION_SUCCESS_MESSAGE)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n._(REGISTRATION_SUCCESS_MESSAGE),
    );
    await expect(passwordInput(canvas)).toHaveFocus();
  },
};
