import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures, http, retryAfter } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AcceptInvitationScreen } from './accept-invitation-screen';
import {
  INVITATION_CODE_INVALID,
  INVITATION_CODE_MISSING,
  INVITATION_INVALID_MESSAGE,
} from './accept-invitation-view';
import { SERVER_ERROR_MESSAGE } from '../lib/form-failure';

const GET = operationRoutes.getInvitation.path;
const ACCEPT = operationRoutes.acceptInvitation.path;
const TOKEN = 'inv_9c2b7e41d0a84f6e';
const invitation = fixtures.getInvitation;
const session = fixtures.acceptInvitation;
const PASSWORD = 'pa-amb-tomaquet-26';

/** The server's answer to a common password (a 422 on `password`). */
const TOO_COMMON = 'This password is too common: choose one that is harder to guess.';

const meta = {
  title: 'Features/Account access/Accept invitation',
  component: AcceptInvitationScreen,
  args: {
    token: TOKEN,
    homeHref: '/home',
    signInHref: '/app-login',
    onSignedIn: fn(),
    onTokenEntered: fn(),
  },
} satisfies Meta<typeof AcceptInvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A 422 body (`errors` is required there, unlike other error bodies). */
function validationError(message: string, errors: Record<string, string[]>) {
  return { message, errors };
}

let sent: unknown[] = [];
const resetSent = () => {
  sent = [];
};

async function fillAndSubmit(
  canvas: Canvas,
  values = { first: 'Montse', last: 'Casals', password: PASSWORD, confirmation: PASSWORD },
) {
  await userEvent.type(await canvas.findByLabelText(/^First name/), values.first);
  await userEvent.type(canvas.getByLabelText(/^Last name/), values.last);
  await userEvent.type(canvas.getByLabelText(/^Password/), values.password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), `${values.confirmation}{Enter}`);
}

const captureAccept = http.post(ACCEPT, async ({ request, response }) => {
  sent.push(await request.json());
  return response(200).json(session);
});

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GET, async ({ response }) => {
          await delay('infinite');
          return response(200).json(invitation);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your invitation…');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A brand invitation (openapi.yaml's example): the email, the brand and the date it runs out. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join Colla' }),
    ).toBeVisible();
    await expect(canvas.getByText(/invited to manage Forn Sant Pau on Colla/)).toBeVisible();
    await expect(canvas.getByText(invitation.email)).toBeVisible();
    await expect(canvas.getByText('Brand user for Forn Sant Pau')).toBeVisible();
    await expect(canvas.getByText('November 28, 2026')).toBeVisible();

    await expect(canvas.getByLabelText(/^First name/)).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    await expect(canvas.getByLabelText(/^Last name/)).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    for (const label of [/^Password/, /^Confirm password/]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    await expect(canvas.getByRole('link', { name: 'Colla home' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      args.signInHref,
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadedCreator: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GET, ({ response }) =>
          response(200).json({
            email: 'laia.puig@example.com',
            type: 'creator',
            brand: null,
            expires_at: '2026-12-04T09:30:00Z',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/invited to join Colla as a creator/)).toBeVisible();
    await expect(canvas.getByText('Creator')).toBeVisible();
    await expect(canvas.getByText('laia.puig@example.com')).toBeVisible();
    await expect(canvas.getByText('December 4, 2026')).toBeVisible();
  },
};

/** Accepting signs in: the app is handed the session (token and user) and moves on. */
export const AcceptSuccess: Story = {
  beforeEach: resetSent,
  parameters: { msw: { handlers: [captureAccept] } },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith(session);
    await expect(sent).toEqual([
      {
        first_name: 'Montse',
        last_name: 'Casals',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    ]);
    // The new account's language (Spanish, in the answer) is now the screen's.
    await expect(session.user.locale).toBe('es');
    await expect(
      canvas.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida a Colla, Montse!' }),
    ).toBeVisible();
  },
};

/** While creating the account the button spins and a second press sends nothing. */
export const AcceptSubmitting: Story = {
  beforeEach: resetSent,
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, async ({ request, response }) => {
          sent.push(await request.json());
          await delay('infinite');
          return response(200).json(session);
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The two passwords differ: said under "Confirm password", before anything is sent. */
export const PasswordsDiffer: Story = {
  beforeEach: resetSent,
  parameters: { msw: { handlers: [captureAccept] } },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, {
      first: 'Montse',
      last: 'Casals',
      password: PASSWORD,
      confirmation: `${PASSWORD}!`,
    });
    const confirmation = canvas.getByLabelText(/^Confirm password/);
    await expect(
      await canvas.findByText('The password field confirmation does not match.'),
    ).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveFocus();
    await expect(sent).toEqual([]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Field errors: first message under each field, focus on the first; everything typed stays. */
export const FieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, ({ response }) =>
          response(422).json(
            validationError('The last name field is required. (and 1 more error)', {
              last_name: ['The last name field is required.'],
              password: [
                'This password is too common: choose one that is harder to guess.',
                'The password field must be at least 8 characters.',
              ],
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, {
      first: 'Montse',
      last: ' ',
      password: PASSWORD,
      confirmation: PASSWORD,
    });
    await expect(await canvas.findByText('The last name field is required.')).toBeVisible();
    await expect(
      canvas.getByText('This password is too common: choose one that is harder to guess.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/must be at least 8 characters/)).toBeNull();
    await expect(canvas.getByLabelText(/^Last name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Montse');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveValue(PASSWORD);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The server refuses a common password: its reason shows under the password, which gets focus. */
export const PasswordTooCommon: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, ({ response }) =>
          response(422).json(validationError(TOO_COMMON, { password: [TOO_COMMON] })),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, {
      first: 'Montse',
      last: 'Casals',
      password: 'qwertyuiop',
      confirmation: 'qwertyuiop',
    });
    await expect(await canvas.findByText(TOO_COMMON)).toBeVisible();
    const password = canvas.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON));
    await expect(password).toHaveValue('qwertyuiop');
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Montse');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The invited email has an account already: say so, and offer sign-in. */
export const AccountExists: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, ({ response }) =>
          response(422).json(
            validationError('The email has already been taken.', {
              email: ['The email has already been taken.'],
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`An account with ${invitation.email} already exists.`);
    await expect(alert).toHaveFocus();
    await expect(within(alert).getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      args.signInHref,
    );
  },
};

/** Unknown, used or expired (the contract's 404): a clear message and a way home. */
export const InvalidInvitation: Story = {
  parameters: {
    msw: {
      handlers: [http.get(GET, ({ response }) => response(404).json(errorBody('Not found.')))],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This invitation can’t be used' }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(INVITATION_INVALID_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull();
  },
};

/** Used up while the form was open (the accept call answers 404): the same clear message. */
export const InvitationUsedMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: [http.post(ACCEPT, ({ response }) => response(404).json(errorBody('Not found.')))],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    await expect(await canvas.findByText(i18n._(INVITATION_INVALID_MESSAGE))).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

let loads = 0;

/** Loading failed on the server: Try Again loads it once the server is back. */
export const LoadServerError: Story = {
  beforeEach: () => {
    loads = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(GET, ({ response }) => {
          loads += 1;
          return loads === 1
            ? response.untyped(Response.json({ message: 'Server Error' }, { status: 500 }))
            : response(200).json(invitation);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your invitation');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join Colla' }),
    ).toBeVisible();
  },
};

export const SubmitServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, ({ response }) =>
          response.untyped(Response.json({ message: 'Server Error' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(SERVER_ERROR_MESSAGE));
    await expect(alert).toHaveFocus();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Montse');
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveValue(PASSWORD);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Too many attempts (429): how long to wait, from its `Retry-After`; everything typed stays. */
export const AcceptTooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT, ({ response }) =>
          response(429).json(errorBody('Too Many Attempts.'), retryAfter(120)),
        ),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    await expect(alert).toHaveFocus();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Montse');
    await expect(canvas.getByLabelText(/^Last name/)).toHaveValue('Casals');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveValue(PASSWORD);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const AcceptOnPhone: Story = {
  ...AcceptSuccess,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

// ----------------------------------------------------------------------------------------------
// No token in the address: paste the code

/** Without a token: paste the code, Continue, and the app is told which invitation to open. */
export const NoTokenEntry: Story = {
  args: { token: undefined },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Accept your invitation' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Invitation code/), `  ${TOKEN} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onTokenEntered).toHaveBeenCalledWith(TOKEN);
  },
};

/** The whole emailed link works too: the token is taken from it. */
export const NoTokenPasteLink: Story = {
  args: { token: undefined },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Invitation code/);
    await userEvent.click(input);
    await userEvent.paste(`http://localhost:3000/accept-invitation/${TOKEN}`);
    await userEvent.keyboard('{Enter}');
    await expect(args.onTokenEntered).toHaveBeenCalledWith(TOKEN);
  },
};

/** Nothing, or something that is not a code: a message under the field, and nothing happens. */
export const NoTokenInvalidEntry: Story = {
  args: { token: undefined },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Invitation code/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(i18n._(INVITATION_CODE_MISSING))).toBeVisible();
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'https://colla.cat/brands{Enter}');
    await expect(await canvas.findByText(i18n._(INVITATION_CODE_INVALID))).toBeVisible();
    await expect(input).toHaveValue('https://colla.cat/brands');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTokenEntered).not.toHaveBeenCalled();
  },
};

export const NoTokenOnPhone: Story = {
  ...NoTokenEntry,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Catalan on a phone: what the invitation offers and the form, from the catalog. */
export const LoadedInCatalanOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Uneix-te a Colla' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/T’han convidat a gestionar Forn Sant Pau a Colla/),
    ).toBeVisible();
    await expect(canvas.getByText('Usuari de marca de Forn Sant Pau')).toBeVisible();
    await expect(canvas.getByText('Vàlida fins a')).toBeVisible();
    await expect(canvas.getByLabelText(/^Nom/)).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByLabelText(/^Confirma la contrasenya/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crea el compte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inicia la sessió' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Llengua' })).getByRole('button', {
        name: 'Català',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** In Spanish, without a token: an empty code gets its message under the field. */
export const NoTokenInSpanish: Story = {
  args: { token: undefined },
  globals: { locale: 'es' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Acepta tu invitación' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continúa' }));
    await expect(
      await canvas.findByText('Pega el código o el enlace de invitación de tu correo electrónico.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Código de invitación/)).toHaveFocus();
    await expect(args.onTokenEntered).not.toHaveBeenCalled();
  },
};
