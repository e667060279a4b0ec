import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http, retryAfter } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../lib/form-failure';
import { PasswordResetScreen } from './password-reset-screen';
import { RESET_LINK_INVALID_MESSAGE } from './password-reset-view';

const FORGOT = operationRoutes.forgotPassword.path;
const RESET = operationRoutes.resetPassword.path;
const EMAIL = 'laia.puig@example.com';
const TOKEN = '4f1c0a9e7b2d48e3a6c5f0b1d9e8a7c6b5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0';
const NEW_PASSWORD = 'bunyols-de-vent-26';

/** The server's answer to a common password (a 422 on `password`). */
const TOO_COMMON = 'This password is too common: choose one that is harder to guess.';

const meta = {
  title: 'Features/Account access/Password reset',
  component: PasswordResetScreen,
  args: { homeHref: '/home', signInHref: '/app-login' },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What one request sent, for the stories that check it. */
let sent: unknown[] = [];
const resetSent = () => {
  sent = [];
};

type Canvas = ReturnType<typeof within>;

/** A 422 body (`errors` is required there, unlike other error bodies). */
function validationError(message: string, errors: Record<string, string[]>) {
  return { message, errors };
}

const emailInput = (canvas: Canvas) => canvas.getByLabelText(/^Email/);
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send reset link' });

async function requestLink(canvas: Canvas, email = EMAIL) {
  await userEvent.type(emailInput(canvas), email);
  await userEvent.click(sendButton(canvas));
}

async function setPassword(canvas: Canvas, password = NEW_PASSWORD, confirmation = password) {
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
}

// ----------------------------------------------------------------------------------------------
// Request a link (no token)

/** The request form: one email field, the wordmark home and a way back to sign-in, no site nav. */
export const RequestLink: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    const email = emailInput(canvas);
    await expect(email).toHaveValue('');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Colla home' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      args.signInHref,
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** While the request is in flight the button spins, and pressing it again sends nothing more. */
export const RequestLinkSubmitting: Story = {
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, async ({ request, response }) => {
          sent.push(await request.json());
          await delay('infinite');
          return response(202).json(fixtures.forgotPassword);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(emailInput(canvas), `${EMAIL}{Enter}`);
    const button = sendButton(canvas);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await userEvent.type(emailInput(canvas), '{Enter}');
    await expect(sent).toEqual([{ email: EMAIL }]);
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
  },
};

/** Sent: the same words whether or not the email has an account; another link keeps the email. */
export const RequestLinkSent: Story = {
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, async ({ request, response }) => {
          sent.push(await request.json());
          return response(202).json(fixtures.forgotPassword);
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await requestLink(canvas, `  ${EMAIL} `);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your email' });
    await expect(heading).toHaveFocus();
    await expect(
      canvas.getByText(/belongs to a Colla account, we have sent it a link/),
    ).toHaveTextContent(`If ${EMAIL} belongs to a Colla account`);
    await expect(sent).toEqual([{ email: EMAIL }]);
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      args.signInHref,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Send another link' }));
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
  },
};

/** A field error shows its first message under the field, which gets focus; the typing stays. */
export const RequestLinkFieldError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, ({ response }) =>
          response(422).json(
            validationError('The email field must be a valid email address.', {
              email: [
                'The email field must be a valid email address.',
                'The email field must not be greater than 255 characters.',
              ],
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await requestLink(canvas, 'laia@puig');
    await expect(
      await canvas.findByText('The email field must be a valid email address.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/not be greater than 255/)).toBeNull();
    const email = emailInput(canvas);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('laia@puig');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

let forgotCalls = 0;

/** A server error shows an alert, which gets focus; sending again works once the server is back. */
export const RequestLinkServerError: Story = {
  beforeEach: () => {
    forgotCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, ({ response }) => {
          forgotCalls += 1;
          return forgotCalls === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(202).json(fixtures.forgotPassword);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await expect(alert).toHaveFocus();
    await expect(emailInput(canvas)).toHaveValue(EMAIL);

    await userEvent.click(sendButton(canvas));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
  },
};

export const RequestLinkNetworkFailure: Story = {
  parameters: {
    msw: { handlers: [http.post(FORGOT, ({ response }) => response.untyped(Response.error()))] },
  },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n._(NETWORK_ERROR_MESSAGE));
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
  },
};

/** Too many attempts (429): how long to wait, from its `Retry-After`, in an alert; the email stays. */
export const RequestLinkTooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, ({ response }) =>
          response(429).json(errorBody('Too Many Attempts.'), retryAfter(120)),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    await expect(alert).toHaveFocus();
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
  },
};

/** A 429 without a readable `Retry-After`: the general wait-and-retry message. */
export const RequestLinkTooManyAttemptsNoWait: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(FORGOT, ({ response }) => response(429).json(errorBody('Too Many Attempts.'))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    );
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
  },
};

export const RequestLinkOnPhone: Story = {
  ...RequestLinkSent,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

// ----------------------------------------------------------------------------------------------
// Set a new password (the emailed link: token and email)

const withLink = { token: TOKEN, email: EMAIL } as const;

/** The emailed link's form: the account's email (read-only) and the new password twice. */
export const SetPassword: Story = {
  args: withLink,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(EMAIL);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    for (const label of [/^New password/, /^Confirm new password/]) {
      const input = canvas.getByLabelText(label);
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveAttribute('autocomplete', 'new-password');
      await expect(input).toBeRequired();
    }
  },
};

/** Success: the link's token and email go with the new password, then on to sign in. */
export const SetPasswordSuccess: Story = {
  args: withLink,
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, async ({ request, response }) => {
          sent.push(await request.json());
          return response(200).json(fixtures.resetPassword);
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await setPassword(canvas);
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Your password has been reset',
    });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      args.signInHref,
    );
    await expect(sent).toEqual([
      { token: TOKEN, email: EMAIL, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ]);
  },
};

export const SetPasswordSubmitting: Story = {
  args: withLink,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, async ({ response }) => {
          await delay('infinite');
          return response(200).json(fixtures.resetPassword);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reset password' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
  },
};

/**
 * An expired or used link (the contract's 422 with `errors.email`): a clear message and a way to
 * a new link, with the email already filled in.
 */
export const SetPasswordExpiredToken: Story = {
  args: withLink,
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response(422).json(
            validationError('This password reset token is invalid.', {
              email: ['This password reset token is invalid.'],
            }),
          ),
        ),
        http.post(FORGOT, async ({ request, response }) => {
          sent.push(await request.json());
          return response(202).json(fixtures.forgotPassword);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link can’t be used' }),
    ).toHaveFocus();
    await expect(canvas.getByText(i18n._(RESET_LINK_INVALID_MESSAGE))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your reset link has expired/)).toBeVisible();
    await expect(emailInput(canvas)).toHaveValue(EMAIL);
    await userEvent.click(sendButton(canvas));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    await expect(sent).toEqual([{ email: EMAIL }]);
  },
};

/**
 * The two passwords differ: said under "Confirm new password", the field to fix, which takes the
 * focus; nothing is sent and both passwords stay as typed.
 */
export const SetPasswordConfirmationDiffers: Story = {
  args: withLink,
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) => {
          sent.push({ email: 'unexpected' });
          return response(200).json({ message: 'Your password has been reset.' });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    const confirmation = canvas.getByLabelText(/^Confirm new password/);
    await expect(
      await canvas.findByText('The password field confirmation does not match.'),
    ).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveFocus();
    await expect(canvas.getByLabelText(/^New password/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(confirmation).toHaveValue(`${NEW_PASSWORD}!`);
    await expect(sent).toEqual([]);
  },
};

/** Password errors show under their fields (first message), focus the first; nothing typed is lost. */
export const SetPasswordFieldErrors: Story = {
  args: withLink,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response(422).json(
            validationError('The password field must be at least 8 characters.', {
              password: [
                'The password field must be at least 8 characters.',
                'The password field confirmation does not match.',
              ],
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas, 'vermut', 'vermut');
    await expect(
      await canvas.findByText('The password field must be at least 8 characters.'),
    ).toBeVisible();
    await expect(canvas.queryByText('The password field confirmation does not match.')).toBeNull();
    const password = canvas.getByLabelText(/^New password/);
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('vermut');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue('vermut');
  },
};

/** The server refuses a common password: its reason shows under the new password, which gets focus. */
export const SetPasswordTooCommon: Story = {
  args: withLink,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response(422).json(validationError(TOO_COMMON, { password: [TOO_COMMON] })),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas, 'password1');
    await expect(await canvas.findByText(TOO_COMMON)).toBeVisible();
    const password = canvas.getByLabelText(/^New password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON));
    await expect(password).toHaveValue('password1');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue('password1');
  },
};

export const SetPasswordServerError: Story = {
  args: withLink,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await expect(alert).toHaveFocus();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
  },
};

/** Too many attempts (429): how long to wait, from its `Retry-After`; both passwords stay. */
export const SetPasswordTooManyAttempts: Story = {
  args: withLink,
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response(429).json(errorBody('Too Many Attempts.'), retryAfter(120)),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    await expect(alert).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue(NEW_PASSWORD);
  },
};

/** A link without its email cannot work: it says so straight away and offers a new one. */
export const SetPasswordIncompleteLink: Story = {
  args: { token: TOKEN, email: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This link can’t be used' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(emailInput(canvas)).toHaveValue('');
  },
};

export const SetPasswordOnPhone: Story = {
  ...SetPasswordSuccess,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Catalan on a phone: the request form, then the confirmation naming the email. */
export const RequestLinkSentInCatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Restableix la contrasenya' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Correu electrònic/), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Envia l’enllaç' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Revisa el correu electrònic' }),
    ).toHaveFocus();
    await expect(
      canvas.getByText(/correspon a un compte de Colla, li hem enviat un enllaç/),
    ).toHaveTextContent(`Si ${EMAIL} correspon a un compte de Colla`);
    await expect(canvas.getByText(/durant 60 minuts/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna a l’inici de sessió' })).toBeVisible();
  },
};

/** In Spanish: an expired link explains itself and leads to a new one. */
export const SetPasswordExpiredInSpanish: Story = {
  args: { token: TOKEN, email: EMAIL },
  globals: { locale: 'es' },
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, ({ response }) =>
          response(422).json(
            validationError('This password reset token is invalid.', {
              email: ['This password reset token is invalid.'],
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Contraseña nueva/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirma la contraseña nueva/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Restablece la contraseña' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Este enlace no se puede usar' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Este enlace para restablecer la contraseña no es válido o ha caducado. Un enlace funciona una sola vez, durante 60 minutos.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pide un enlace nuevo' })).toBeVisible();
  },
};
