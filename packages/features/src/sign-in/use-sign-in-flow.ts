import {
  getCsrfCookieOptions,
  useLoginMutation,
  useRegisterMutation,
  type components,
} from '@colla/api-client';
import { isLocale } from '@colla/i18n/locales';
import { useLocaleChoice } from '@colla/i18n/provider';
import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmationMismatch } from '../lib/password-confirmation';
import { EMPTY_REGISTER_VALUES, type RegisterValues } from './register-form';
import type { SignInValues } from './sign-in-form';
import {
  loginErrorMessage,
  REGISTRATION_SUCCESS_MESSAGE,
  registrationErrors,
  type RegisterField,
} from './sign-in-messages';
import type { RegisterPanel, SignInMode, SignInPanel } from './sign-in-screen-views';

/** The answer of `login`: the bearer token and the signed-in user (with its type). */
export type LoginResponse = components['schemas']['AuthResponse'];

export interface SignInFlowOptions {
  /**
   * Called once signing in succeeded, with the login answer. The app stores the session and
   * navigates (e.g. to the user type's dashboard); until then the button keeps its spinner.
   */
  onSignedIn: (response: LoginResponse) => void;
  /** The first step when the screen opens; 'options' unless told. Ignored when `mode` is given. */
  initialMode?: SignInMode;
  /** Prefills the email (both forms share it). */
  initialEmail?: string;
  /**
   * The step, when the app owns it (e.g. in the URL, so Back works). Give `onModeChange` too:
   * the screen asks for 'sign-in' itself after a successful registration.
   */
  mode?: SignInMode;
  /** Told about every step change (also when the screen owns the mode). */
  onModeChange?: (mode: SignInMode) => void;
}

export interface SignInFlow {
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  signIn: SignInPanel;
  register: RegisterPanel;
}

type RegisterOnly = Exclude<RegisterField, 'email'>;

const EMPTY_REGISTER_ONLY: Record<RegisterOnly, string> = {
  first_name: EMPTY_REGISTER_VALUES.first_name,
  last_name: EMPTY_REGISTER_VALUES.last_name,
  password: EMPTY_REGISTER_VALUES.password,
  password_confirmation: EMPTY_REGISTER_VALUES.password_confirmation,
};

/**
 * The state and calls behind `/login` and `/app-login`: the step, what was typed (kept while
 * moving between steps; the email is shared by both forms), signing in and registering.
 * Both calls first ask for the CSRF cookie (`getCsrfCookie`) and go ahead even if that fails.
 */
export function useSignInFlow({
  onSignedIn,
  initialMode = 'options',
  initialEmail = '',
  mode: controlledMode,
  onModeChange,
}: SignInFlowOptions): SignInFlow {
  const queryClient = useQueryClient();
  const { locale, choose } = useLocaleChoice();
  const [ownMode, setOwnMode] = useState<SignInMode>(initialMode);
  const mode = controlledMode ?? ownMode;

  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [registerOnly, setRegisterOnly] = useState(EMPTY_REGISTER_ONLY);
  const [registered, setRegistered] = useState(false);
  /** The passwords differ: said under the confirmation before anything is sent. */
  const [mismatch, setMismatch] = useState<string | null>(null);

  // Awaited before the call itself (TanStack awaits `onMutate`): the server answers login and
  // register only with the XSRF cookie in place. A failure is not fatal: the call still goes.
  const requestCsrfCookie = async () => {
    try {
      // Asked anew before every call (never answered from the cache).
      await queryClient.query({ ...getCsrfCookieOptions(), staleTime: 0, gcTime: 0 });
    } catch {
      // The login or register call reports whatever is really wrong.
    }
  };

  const login = useLoginMutation({
    onMutate: requestCsrfCookie,
    // The account's language becomes the portal's (its catalog loads first), then the app goes on.
    onSuccess: async (response) => {
      const accountLocale = response.user.locale;
      if (isLocale(accountLocale)) await choose(accountLocale).catch(() => undefined);
      onSignedIn(response);
    },
  });

  const goTo = (next: SignInMode) => {
    setOwnMode(next);
    onModeChange?.(next);
  };

  const registration = useRegisterMutation({
    onMutate: requestCsrfCookie,
    onSuccess: (answer) => {
      // Who registers: registration does not sign in; to sign in, with the email prefilled and the
      // success message.
      setEmail(answer.user.email);
      setPassword('');
      setRegisterOnly(EMPTY_REGISTER_ONLY);
      setRegistered(true);
      login.reset();
      goTo('sign-in');
    },
  });

  const changeMode = (next: SignInMode) => {
    if (next === mode) return;
    // Messages belong to the step they were shown on; what was typed stays.
    login.reset();
    registration.reset();
    setMismatch(null);
    setRegistered(false);
    goTo(next);
  };

  const signingIn = login.isPending || login.isSuccess;
  const registerErrors = registration.isError ? registrationErrors(registration.error) : null;

  const signIn: SignInPanel = {
    values: { email, password },
    onValueChange: (field: keyof SignInValues, value: string) =>
      field === 'email' ? setEmail(value) : setPassword(value),
    onSubmit: () => {
      if (signingIn) return;
      setRegistered(false);
      login.mutate({ body: { email, password } });
    },
    submitting: signingIn,
    error: login.isError ? loginErrorMessage(login.error) : null,
    notice: registered ? i18n._(REGISTRATION_SUCCESS_MESSAGE) : null,
  };

  const registerValues: RegisterValues = { ...registerOnly, email };
  const register: RegisterPanel = {
    values: registerValues,
    onValueChange: (field: RegisterField, value: string) => {
      if (field === 'email') setEmail(value);
      else setRegisterOnly((current) => ({ ...current, [field]: value }));
    },
    onSubmit: () => {
      if (registration.isPending) return;
      const message = confirmationMismatch(registerValues);
      setMismatch(message);
      if (message) {
        registration.reset();
        return;
      }
      // The new account speaks the language the screen is in.
      registration.mutate({ body: { ...registerValues, locale } });
    },
    submitting: registration.isPending,
    fieldErrors: mismatch ? { password_confirmation: mismatch } : registerErrors?.fields,
    error: mismatch ? null : registerErrors?.message,
  };

  return { mode, onModeChange: changeMode, signIn, register };
}
