import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http, retryAfter } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from './login-screen';
import {
  LOGIN_FALLBACK_ERROR,
  REGISTRATION_FALLBACK_ERROR,
  REGISTRATION_SUCCESS_MESSAGE,
} from './sign-in-messages';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  NEW_ACCOUNT,
  answeredBy,
  expectFocusedAlert,
  submitRegister,
  submitSignIn,
  confirmationInput,
  expectPhoneFriendly,
  expectRegisterValues,
  fillRegister,
  fillSignIn,
  log,
  passwordInput,
  expectSignInChoice,
  signInScreenStoryDefaults,
} from './sign-in-stories-support';

const { getCsrfCookie, login, register } = operationRoutes;

/** The server's answer to a common password (a 422 on `password`). */
const TOO_COMMON = 'This password is too common: choose one that is harder to guess.';

const meta = {
  title: 'Features/Sign in/Login screen',
  component: LoginScreen,
  ...signInScreenStoryDefaults(),
  args: { ...signInScreenStoryDefaults().args, onModeChange: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/login` opens on the choice: Sign in or Register. No public navigation, no footer. */
export const Options: Story = {
  play: async ({ canvas, args }) => {
    await expectSignInChoice(canvas, {
      heading: 'Welcome to Colla',
      choices: ['Sign in', 'Register'],
      homeHref: args.homeHref,
    });
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The pitch beside the form.
    await expect(
      canvas.getByRole('complementary', { name: 'Where the city’s brands and creators team up' }),
    ).toBeVisible();
    // The screen checks the service's health while it is shown.
    await waitFor(() => expect(log.calls).toContain('health'));
  },
};

/** Signing in: CSRF cookie first, then the login; the app is handed the token and the user. */
export const SignInSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Colla' }),
    ).toHaveFocus();
    await expect(args.onModeChange).toHaveBeenCalledWith('sign-in');
    await submitSignIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login);
    await expect(fixtures.login.user.type).toBe('brand');
    await expect(log.calls.filter((call) => call !== 'health')).toEqual(['csrf', 'login']);
    await expect(log.loginBodies).toEqual([{ email: DEMO_EMAIL, password: DEMO_PASSWORD }]);
    // The account's language (Catalan, in the login answer) is now the screen's.
    await expect(fixtures.login.user.locale).toBe('ca');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inicia la sessió a Colla' }),
    ).toBeVisible();
    // Until the app navigates away the button keeps its spinner: no second sign-in.
    await expect(canvas.getByRole('button', { name: 'Inicia la sessió' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Wrong credentials (422): the first `email` error, in an alert that takes focus. */
export const SignInWrongCredentials: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) =>
      response(422).json({
        message: 'The given data was invalid.',
        errors: {
          email: [
            'These credentials do not match our records.',
            'A second message that is not shown.',
          ],
        },
      }),
    ),
  ),
  play: async ({ canvas, args }) => {
    await fillSignIn(canvas, DEMO_EMAIL, 'not-my-password');
    await userEvent.keyboard('{Enter}');
    const alert = await expectFocusedAlert(canvas, 'These credentials do not match our records.');
    await expect(alert).not.toHaveTextContent('A second message');
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
    await expect(passwordInput(canvas)).toHaveValue('not-my-password');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  },
};

/** A 422 with only a message (e.g. a disabled account): the message is shown. */
export const SignInMessageOnly: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) =>
      response(422).json({
        message: 'This account has been disabled. Write to hola@colla.test to reopen it.',
        errors: {},
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await submitSignIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This account has been disabled. Write to hola@colla.test to reopen it.',
    );
  },
};

/** A 401 with a message and no field errors: the message is shown. */
export const SignInUnauthorized: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) =>
      response.untyped(Response.json({ message: 'Unauthenticated.' }, { status: 401 })),
    ),
  ),
  play: async ({ canvas, args }) => {
    await submitSignIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unauthenticated.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/**
 * A 500 without a body: the product's fallback message. Trying again works once the server is back.
 */
export const SignInServerError: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) => response.untyped(new Response(null, { status: 500 }))),
  ),
  play: async ({ canvas, args }) => {
    await submitSignIn(canvas);
    await expectFocusedAlert(canvas, i18n._(LOGIN_FALLBACK_ERROR));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Too many attempts (429): how long to wait, from its `Retry-After`; what was typed stays. */
export const SignInTooManyAttempts: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) =>
      response(429).json(errorBody('Too Many Attempts.'), retryAfter(120)),
    ),
  ),
  play: async ({ canvas, args }) => {
    await submitSignIn(canvas);
    await expectFocusedAlert(canvas, 'Too many attempts. Try again in 2 minutes.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
    await expect(passwordInput(canvas)).toHaveValue(DEMO_PASSWORD);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The network is down: the product's fallback message, and what was typed stays. */
export const SignInNetworkError: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, ({ response }) => response.untyped(Response.error())),
  ),
  play: async ({ canvas }) => {
    await submitSignIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n._(LOGIN_FALLBACK_ERROR));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
    await expect(passwordInput(canvas)).toHaveValue(DEMO_PASSWORD);
  },
};

/** While the call runs the button shows a spinner, keeps focus, and more presses send nothing. */
export const SignInSubmitting: Story = {
  ...answeredBy(
    'sign-in',
    http.post(login.path, async ({ response }) => {
      log.calls.push('login');
      await delay('infinite');
      return response(200).json(fixtures.login);
    }),
  ),
  play: async ({ canvas }) => {
    await fillSignIn(canvas);
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(log.calls).toContain('login'));
    // Pressing again, or Enter in a field, does not send a second login.
    await userEvent.click(button);
    await userEvent.type(passwordInput(canvas), '{Enter}');
    await expect(log.calls.filter((call) => call === 'login')).toHaveLength(1);
    await expect(log.calls.filter((call) => call === 'csrf')).toHaveLength(1);
  },
};

/** The CSRF cookie call fails: the login is still tried, and succeeds. */
export const SignInWithoutCsrfCookie: Story = {
  ...answeredBy(
    'sign-in',
    http.get(getCsrfCookie.path, ({ response }) => {
      log.calls.push('csrf');
      return response.untyped(Response.error());
    }),
  ),
  play: async ({ canvas, args }) => {
    await submitSignIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
    await expect(log.calls.filter((call) => call !== 'health')).toEqual(['csrf', 'login']);
  },
};

/** Registering: the account is created, then sign in with the email prefilled and the message. */
export const RegisterSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toHaveFocus();
    await submitRegister(canvas);

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Colla' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n._(REGISTRATION_SUCCESS_MESSAGE),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_ACCOUNT.email);
    // What is left to type is the password: it has focus and is empty.
    await expect(passwordInput(canvas)).toHaveFocus();
    await expect(passwordInput(canvas)).toHaveValue('');
    await expect(log.calls.filter((call) => call !== 'health')).toEqual(['csrf', 'register']);
    // The new account gets the language the screen is in.
    await expect(log.registerBodies).toEqual([{ ...NEW_ACCOUNT, locale: 'en' }]);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('sign-in');
    await expect(args.onSignedIn).not.toHaveBeenCalled();

    // And signing in from there works.
    await userEvent.type(passwordInput(canvas), NEW_ACCOUNT.password);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
    await expect(log.loginBodies).toEqual([
      { email: NEW_ACCOUNT.email, password: NEW_ACCOUNT.password },
    ]);
  },
};

/** The server names fields (422): each first message under its field; focus on the first one. */
export const RegisterFieldErrors: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, ({ response }) =>
      response(422).json({
        message: 'The email has already been taken. (and 2 more errors)',
        errors: {
          password: [
            'The password field confirmation does not match.',
            'The password field must contain a number.',
          ],
          email: ['The email has already been taken.'],
          last_name: ['The last name may not be longer than 100 characters.'],
        },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await submitRegister(canvas);

    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    await expect(lastName).toHaveAccessibleDescription(
      'The last name may not be longer than 100 characters.',
    );
    // Focus goes to the first field in the form's order, not the server's.
    await expect(lastName).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(
      'At least 8 characters. The password field confirmation does not match.',
    );
    await expect(canvas.queryByText('The password field must contain a number.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(confirmationInput(canvas)).not.toHaveAttribute('aria-invalid');
    // No general message when fields are named.
    await expect(canvas.queryByText(i18n._(REGISTRATION_FALLBACK_ERROR))).toBeNull();
    await expectRegisterValues(canvas);
  },
};

/**
 * The server refuses a common password (422 on `password`): its reason shows under the password,
 * which gets focus; everything typed stays.
 */
export const RegisterPasswordTooCommon: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, ({ response }) =>
      response(422).json({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } }),
    ),
  ),
  play: async ({ canvas }) => {
    const weak = { ...NEW_ACCOUNT, password: 'Barcelona', password_confirmation: 'Barcelona' };
    await fillRegister(canvas, weak);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    await expect(await canvas.findByText(TOO_COMMON)).toBeVisible();
    const password = passwordInput(canvas);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(`At least 8 characters. ${TOO_COMMON}`);
    await expect(canvas.queryByText(i18n._(REGISTRATION_FALLBACK_ERROR))).toBeNull();
    await expectRegisterValues(canvas, weak);
  },
};

/** A 422 without field errors: the general registration message; nothing typed is lost. */
export const RegisterGeneralError: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, ({ response }) =>
      response(422).json({ message: 'Registration is closed right now.', errors: {} }),
    ),
  ),
  play: async ({ canvas }) => {
    await submitRegister(canvas);
    await expectFocusedAlert(canvas, i18n._(REGISTRATION_FALLBACK_ERROR));
    await expectRegisterValues(canvas);
  },
};

/** A server error while registering: the same general message. */
export const RegisterServerError: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, ({ response }) =>
      response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
    ),
  ),
  play: async ({ canvas }) => {
    await submitRegister(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(REGISTRATION_FALLBACK_ERROR),
    );
    await expectRegisterValues(canvas);
  },
};

/** Too many registrations (429): how long to wait, from its `Retry-After`; nothing typed is lost. */
export const RegisterTooManyAttempts: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, ({ response }) =>
      response(429).json(errorBody('Too Many Attempts.'), retryAfter(120)),
    ),
  ),
  play: async ({ canvas }) => {
    await submitRegister(canvas);
    await expectFocusedAlert(canvas, 'Too many attempts. Try again in 2 minutes.');
    await expectRegisterValues(canvas);
  },
};

/** Registering takes a moment: the button shows a spinner and a second press sends nothing. */
export const RegisterSubmitting: Story = {
  ...answeredBy(
    'register',
    http.post(register.path, async ({ response }) => {
      log.calls.push('register');
      await delay('infinite');
      return response(201).json(fixtures.register);
    }),
  ),
  play: async ({ canvas }) => {
    await fillRegister(canvas);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(log.calls).toContain('register'));
    await userEvent.click(button);
    await expect(log.calls.filter((call) => call === 'register')).toHaveLength(1);
  },
};

/** Empty required fields are stopped by the browser: no call is made. */
export const SignInRequiredFields: Story = {
  args: { initialMode: 'sign-in' },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(passwordInput(canvas)).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email).toBeInvalid();
    await expect(log.calls.filter((call) => call !== 'health')).toEqual([]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Moving between the steps keeps what was typed; the email is shared by both forms. */
export const SwitchingKeepsWhatWasTyped: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'laia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create a free account' }));
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue(
      'laia@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Laia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Puig');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Colla' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('laia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create a free account' }));
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Laia');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Puig');
  },
};

/** The app can open straight on sign in with the email filled in, e.g. from an email link. */
export const PrefilledSignIn: Story = {
  args: { initialMode: 'sign-in', initialEmail: 'brand@colla.test' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('brand@colla.test');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      args.passwordResetHref,
    );
    await userEvent.type(passwordInput(canvas), DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(log.loginBodies).toEqual([{ email: 'brand@colla.test', password: DEMO_PASSWORD }]);
  },
};

/** Keyboard only: Tab to Sign in, Enter, Tab through the fields, Enter to sign in. */
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
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Colla' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(DEMO_EMAIL);
    await userEvent.tab();
    await expect(passwordInput(canvas)).toHaveFocus();
    await userEvent.keyboard(DEMO_PASSWORD);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
    await expect(log.loginBodies).toEqual([{ email: DEMO_EMAIL, password: DEMO_PASSWORD }]);
  },
};

export const OptionsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, ...context }) => {
    await Options.play?.({ canvas, canvasElement, ...context });
    await expectPhoneFriendly(canvasElement);
  },
};

export const SignInOnPhone: Story = {
  args: { initialMode: 'sign-in' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expectPhoneFriendly(canvasElement);
    await submitSignIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.login));
  },
};

export const RegisterFieldErrorsOnPhone: Story = {
  ...RegisterFieldErrors,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, ...context }) => {
    await RegisterFieldErrors.play?.({ canvasElement, ...context });
    await expectPhoneFriendly(canvasElement);
  },
};

/**
 * Before signing in, the language switcher (each language named in itself) turns the screen into
 * Catalan; registering then gives the new account that language.
 */
export const ChooseCatalanThenRegister: Story = {
  play: async ({ canvas }) => {
    const languages = within(canvas.getByRole('group', { name: 'Language' }));
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(languages.getByRole('button', { name: 'Català' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Et donem la benvinguda a Colla' }),
    ).toBeVisible();
    const catalan = within(canvas.getByRole('group', { name: 'Llengua' }));
    await expect(catalan.getByRole('button', { name: 'Català' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(catalan.getByRole('button', { name: 'Català' })).toHaveAttribute('lang', 'ca');
    await expect(catalan.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Registra’t' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Crea el teu compte' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), NEW_ACCOUNT.first_name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cognoms' }), NEW_ACCOUNT.last_name);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Correu electrònic' }),
      NEW_ACCOUNT.email,
    );
    await userEvent.type(canvas.getByLabelText(/^Contrasenya/), NEW_ACCOUNT.password);
    await userEvent.type(
      canvas.getByLabelText(/^Confirma la contrasenya/),
      NEW_ACCOUNT.password_confirmation,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crea el compte' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Inicia la sessió a Colla' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Compte creat! Ja pots iniciar la sessió.',
    );
    await expect(log.registerBodies).toEqual([{ ...NEW_ACCOUNT, locale: 'ca' }]);
  },
};

/** In Spanish on a phone: the choice, the pitch and the switcher with Español pressed. */
export const OptionsInSpanishOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Te damos la bienvenida a Colla' }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Inicia sesión',
      'Regístrate',
    ]);
    await expect(
      within(canvas.getByRole('group', { name: 'Idioma' })).getByRole('button', {
        name: 'Español',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('complementary', {
        name: 'Donde las marcas y los creadores de la ciudad se unen',
      }),
    ).toBeVisible();
    await expectPhoneFriendly(canvasElement);
  },
};
