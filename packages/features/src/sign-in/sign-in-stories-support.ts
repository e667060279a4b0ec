import { operationRoutes, type components } from '@colla/api-client';
import { fixtures, http } from '@colla/mocks';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';

const { getCsrfCookie, healthCheck, login, register } = operationRoutes;

/** Story-only helpers: a log of the calls the screens make, and ways to fill the forms. */

type Canvas = ReturnType<typeof within>;
type LoginInput = components['schemas']['LoginInput'];
type RegisterInput = components['schemas']['RegisterInput'];

export interface CallLog {
  /** Every call in order, e.g. `['health', 'csrf', 'login']`. */
  calls: string[];
  loginBodies: LoginInput[];
  registerBodies: RegisterInput[];
}

export const log: CallLog = { calls: [], loginBodies: [], registerBodies: [] };

/** Clears the log before each story (use as the meta's `beforeEach`). */
export function resetLog(): void {
  log.calls = [];
  log.loginBodies = [];
  log.registerBodies = [];
}

export const DEMO_EMAIL = 'creator@colla.test';
export const DEMO_PASSWORD = 'colla-demo-2026';

export const NEW_ACCOUNT = {
  first_name: 'Núria',
  last_name: 'Vidal',
  email: 'nuria.vidal@example.com',
  password: 'gaudi-and-sun-2026',
  password_confirmation: 'gaudi-and-sun-2026',
} satisfies RegisterInput;

/** The health check and the CSRF cookie with their spec answers, recorded. */
export const recordHealthCheck = http.get(healthCheck.path, ({ response }) => {
  log.calls.push('health');
  return response(200).json(fixtures.healthCheck);
});

export const recordCsrfCookie = http.get(getCsrfCookie.path, ({ response }) => {
  log.calls.push('csrf');
  return response(204).empty();
});

/** `POST /api/login` answering with openapi.yaml's example, recorded. */
export const recordLogin = http.post(login.path, async ({ request, response }) => {
  log.calls.push('login');
  log.loginBodies.push(await request.json());
  return response(200).json(fixtures.login);
});

/** `POST /register` answering 201 for the email that was sent, recorded. */
export const recordRegister = http.post(register.path, async ({ request, response }) => {
  log.calls.push('register');
  const body = await request.json();
  log.registerBodies.push(body);
  const name = `${body.first_name} ${body.last_name}`;
  return response(201).json({
    ...fixtures.register,
    user: {
      ...fixtures.register.user,
      first_name: body.first_name,
      last_name: body.last_name,
      name,
      email: body.email,
    },
  });
});

/** The recorded handlers every sign-in story starts from; stories put overrides first. */
export const recordedHandlers = [recordHealthCheck, recordCsrfCookie, recordLogin, recordRegister];

/** The password inputs (no role of their own) by their visible label. */
export function passwordInput(canvas: Canvas): HTMLElement {
  return canvas.getByLabelText(/^Password/);
}

export function confirmationInput(canvas: Canvas): HTMLElement {
  return canvas.getByLabelText(/^Confirm password/);
}

export async function fillSignIn(canvas: Canvas, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const emailInput = await canvas.findByRole('textbox', { name: 'Email' });
  await userEvent.clear(emailInput);
  await userEvent.type(emailInput, email);
  await userEvent.type(passwordInput(canvas), password);
}

export async function fillRegister(canvas: Canvas, values: RegisterInput = NEW_ACCOUNT) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'First name' }),
    values.first_name,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), values.last_name);
  const email = canvas.getByRole('textbox', { name: 'Email' });
  await userEvent.clear(email);
  await userEvent.type(email, values.email);
  await userEvent.type(passwordInput(canvas), values.password);
  await userEvent.type(confirmationInput(canvas), values.password_confirmation);
}

/** Every field of the registration form still holds what was typed. */
export async function expectRegisterValues(canvas: Canvas, values: RegisterInput = NEW_ACCOUNT) {
  await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue(values.first_name);
  await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue(values.last_name);
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(values.email);
  await expect(passwordInput(canvas)).toHaveValue(values.password);
  await expect(confirmationInput(canvas)).toHaveValue(values.password_confirmation);
}

/** On phones every control is at least a 44 px touch target and nothing is wider than the screen. */
export async function expectPhoneFriendly(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView ?? window;
  await expect(view.innerWidth).toBe(375);
  const controls = [...canvasElement.querySelectorAll<HTMLElement>('button, input, a')];
  await expect(controls.length).toBeGreaterThan(0);
  const describe = (control: HTMLElement) => control.outerHTML.slice(0, 100);
  const small = controls.filter((control) => control.getBoundingClientRect().height < 44);
  await expect(small.map(describe)).toEqual([]);
  const overflowing = controls.filter((control) => control.getBoundingClientRect().right > 375);
  await expect(overflowing.map(describe)).toEqual([]);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
}

/**
 * A story that opens on `mode` where `handler` answers in place of the recorded default (the
 * other calls are still recorded).
 */
export function answeredBy(mode: 'sign-in' | 'register', handler: HttpHandler) {
  return {
    args: { initialMode: mode },
    parameters: { msw: { handlers: [handler, ...recordedHandlers] } },
  };
}

/** Fills the sign-in form (the demo account unless told) and presses Sign in. */
export async function submitSignIn(canvas: Canvas, email?: string, password?: string) {
  await fillSignIn(canvas, email, password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** Fills the registration form (NEW_ACCOUNT unless told) and presses Create account. */
export async function submitRegister(canvas: Canvas, values?: RegisterInput) {
  await fillRegister(canvas, values);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

/** The alert says `text` and has focus (so it is read out); returns it. */
export async function expectFocusedAlert(canvas: Canvas, text: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(text);
  await expect(alert).toHaveFocus();
  return alert;
}

/**
 * What both sign-in screens' stories start from: their links and a spy for signing in, a fresh
 * call log, and the recorded spec answers.
 */
export function signInScreenStoryDefaults() {
  return {
    args: { onSignedIn: fn(), homeHref: '/home', passwordResetHref: '/password-reset' },
    beforeEach: resetLog,
    parameters: { msw: { handlers: recordedHandlers } },
  };
}

/**
 * A screen's first step: the `<h1>`, the two choices in order, the logo linking home, and no
 * public navigation or footer.
 */
export async function expectSignInChoice(
  canvas: Canvas,
  { heading, choices, homeHref }: { heading: string; choices: string[]; homeHref: string },
) {
  await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The step's own buttons (the language switcher sits in the page's header, outside <main>).
  const buttons = within(canvas.getByRole('main'))
    .getAllByRole('button')
    .map((button: HTMLElement) => button.textContent);
  await expect(buttons).toEqual(choices);
  await expect(canvas.getByRole('link', { name: 'Colla' })).toHaveAttribute('href', homeHref);
  await expect(canvas.queryByRole('navigation')).toBeNull();
  await expect(canvas.queryByRole('contentinfo')).toBeNull();
}
