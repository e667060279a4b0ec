import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppLoginScreen } from './login-screen';
import { APP_LOGIN_HEADLINE, REGISTRATION_SUCCESS_MESSAGE } from './sign-in-messages';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  NEW_ACCOUNT,
  confirmationInput,
  expectPhoneFriendly,
  log,
  passwordInput,
  recordedHandlers,
  resetLog,
  expectSignInChoice,
  signInScreenStoryDefaults,
  submitRegister,
  submitSignIn,
} from './sign-in-stories-support';

const { healthCheck } = operationRoutes;

const meta = {
  title: 'Features/Sign in/App login screen',
  component: AppLoginScreen,
  ...signInScreenStoryDefaults(),
} satisfies Meta<typeof AppLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline, then Register for free or Sign in; the health check runs once on opening. */
export const Options: Story = {
  play: async ({ canvas, args }) => {
    await expectSignInChoice(canvas, {
      heading: i18n._(APP_LOGIN_HEADLINE),
      choices: ['Register for free', 'Sign in'],
      homeHref: args.homeHref,
    });
    await waitFor(() => expect(log.calls).toEqual(['health']));
  },
};

/** Signing in from `/app-login`: CSRF cookie, login, and the app is handed the answer. */
export const SignInSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sign in' })).toHaveFocus();
    // The headline stays above the form.
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n._(APP_LOGIN_HEADLINE) }),
    ).toBeVisible();
    await submitSignIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
    await expect(log.calls).toEqual(['health', 'csrf', 'login']);
    await expect(log.loginBodies).toEqual([{ email: DEMO_EMAIL, password: DEMO_PASSWORD }]);
  },
};

/**
 * The two passwords differ: said under "Confirm password", which takes the focus, before
 * anything is sent; everything typed stays.
 */
export const RegisterPasswordsDiffer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register for free' }));
    await submitRegister(canvas, {
      ...NEW_ACCOUNT,
      password_confirmation: `${NEW_ACCOUNT.password}!`,
    });
    const confirmation = confirmationInput(canvas);
    await expect(
      await canvas.findByText('The password field confirmation does not match.'),
    ).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveFocus();
    await expect(passwordInput(canvas)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveValue(`${NEW_ACCOUNT.password}!`);
    await expect(log.registerBodies).toEqual([]);
  },
};

/** Register for free, then sign in with the email prefilled and the success message. */
export const RegisterSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register for free' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Register for free' }),
    ).toHaveFocus();
    await submitRegister(canvas);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n._(REGISTRATION_SUCCESS_MESSAGE),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_ACCOUNT.email);
    await expect(passwordInput(canvas)).toHaveFocus();
    await expect(log.registerBodies).toEqual([{ ...NEW_ACCOUNT, locale: 'en' }]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The health check fails (503): nothing shows, and signing in still works. */
export const HealthCheckFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(healthCheck.path, ({ response }) => {
          log.calls.push('health');
          return response(503).json({ message: 'Service unavailable.' });
        }),
        ...recordedHandlers,
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(log.calls).toEqual(['health']));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await submitSignIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    // Called once on opening, not retried.
    await expect(log.calls.filter((call) => call === 'health')).toHaveLength(1);
  },
};

const STORED_TOKEN = 'auth_token';

/** A 401 from the health check does not matter: nobody is signed out, nothing is shown. */
export const HealthCheckUnauthorized: Story = {
  beforeEach: () => {
    resetLog();
    window.localStorage.setItem(STORED_TOKEN, '7|still-signed-in');
    return () => window.localStorage.removeItem(STORED_TOKEN);
  },
  parameters: {
    msw: {
      handlers: [
        http.get(healthCheck.path, ({ response }) => {
          log.calls.push('health');
          return response.untyped(Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
        }),
        ...recordedHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(log.calls).toEqual(['health']));
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n._(APP_LOGIN_HEADLINE) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(window.localStorage.getItem(STORED_TOKEN)).toBe('7|still-signed-in');
  },
};

/** Keyboard only: Tab past Register for free to Sign in, then the fields, Enter in the password. */
export const KeyboardOnlySignIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Colla' })).toHaveFocus();
    // The language switcher, each language named in itself.
    for (const language of ['English', 'Català', 'Español']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: language })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Register for free' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(DEMO_EMAIL);
    await userEvent.tab();
    await userEvent.keyboard(`${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
  },
};

export const OptionsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, ...context }) => {
    await Options.play?.({ canvasElement, ...context });
    await expectPhoneFriendly(canvasElement);
  },
};

export const RegisterOnPhone: Story = {
  args: { initialMode: 'register' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectPhoneFriendly(canvasElement);
    await submitRegister(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      i18n._(REGISTRATION_SUCCESS_MESSAGE),
    );
  },
};

/** In Catalan on a phone: the headline, the two choices and the pitch come from the catalog. */
export const OptionsInCatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas, canvasElement, args }) => {
    await expectSignInChoice(canvas, {
      heading: 'Treballa amb les millors marques de Barcelona',
      choices: ['Registra’t gratis', 'Inicia la sessió'],
      homeHref: args.homeHref,
    });
    await expect(
      canvas.getByRole('complementary', {
        name: 'La teva ciutat, el teu contingut, la teva colla',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Català' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectPhoneFriendly(canvasElement);
  },
};
