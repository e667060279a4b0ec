import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import { SignInLayout, type SignInPitch } from './sign-in-layout';
import { APP_LOGIN_HEADLINE } from './sign-in-messages';
import { SignInOptions } from './sign-in-options';

/** Sign-in screen modes: the sign-in screens' three steps. */
export type SignInMode = 'options' | 'sign-in' | 'register';

export const SIGN_IN_MODES: readonly SignInMode[] = ['options', 'sign-in', 'register'];

/** For apps that keep the step in the URL (e.g. `?mode=register`). */
export function isSignInMode(value: unknown): value is SignInMode {
  return SIGN_IN_MODES.some((mode) => mode === value);
}

/** What the sign-in form needs from its container. */
export type SignInPanel = Pick<
  SignInFormProps,
  'values' | 'onValueChange' | 'onSubmit' | 'submitting' | 'error' | 'notice'
>;

/** What the registration form needs from its container. */
export type RegisterPanel = Pick<
  RegisterFormProps,
  'values' | 'onValueChange' | 'onSubmit' | 'submitting' | 'fieldErrors' | 'error'
>;

export interface SignInScreenViewProps {
  mode: SignInMode;
  /** Asked for when someone picks another step (options, sign in, register). */
  onModeChange: (mode: SignInMode) => void;
  signIn: SignInPanel;
  register: RegisterPanel;
  /** Where the Colla wordmark goes. */
  homeHref: string;
  /** Where "Forgot your password?" goes (`/password-reset`). */
  passwordResetHref: string;
}

export const LOGIN_PITCH: SignInPitch = {
  eyebrow: msg`Made in Barcelona`,
  title: msg`Where the city’s brands and creators team up`,
  points: [
    msg`Cafés, shops and studios from Gràcia to Poblenou offer a product or a service in exchange for creators’ content.`,
    msg`Agree the tasks and the dates in one place, and chat with the brand directly: no agency in between.`,
    msg`Brand accounts are opened by invitation from the Colla team.`,
  ],
};

export const APP_LOGIN_PITCH: SignInPitch = {
  eyebrow: msg`Colla means “crew” in Catalan`,
  title: msg`Your city, your content, your crew`,
  points: [
    msg`Free for creators: register, pick the collaborations you like and apply in a minute.`,
    msg`Every deal comes with clear tasks and due dates that you and the brand tick off together.`,
    msg`Chat with the brand and get notified as soon as something changes.`,
  ],
};

/**
 * Moves focus into the new step when the mode changes (not on the first render), unless the step
 * already placed it (e.g. the password after registering): its heading, else its first button.
 */
function usePanelFocus(mode: SignInMode) {
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>('h1[tabindex="-1"], h2[tabindex="-1"], button')?.focus();
  }, [mode]);
  return panelRef;
}

function Panel({ mode, children }: { mode: SignInMode; children: ReactNode }) {
  const panelRef = usePanelFocus(mode);
  return (
    <div ref={panelRef} data-mode={mode}>
      {children}
    </div>
  );
}

/** `/login`: a page of its own, with the options, the sign-in and the register steps. */
export function LoginScreenView({
  mode,
  onModeChange,
  signIn,
  register,
  homeHref,
  passwordResetHref,
}: SignInScreenViewProps) {
  const { t } = useLingui();
  return (
    <SignInLayout homeHref={homeHref} pitch={LOGIN_PITCH}>
      <Panel mode={mode}>
        {mode === 'options' && (
          <SignInOptions
            headingLevel={1}
            title={t`Welcome to Colla`}
            description={t`Sign in to your account, or register as a creator to start collaborating with Barcelona’s brands.`}
            primary={{ label: t`Sign in`, onSelect: () => onModeChange('sign-in') }}
            secondary={{ label: t`Register`, onSelect: () => onModeChange('register') }}
          />
        )}
        {mode === 'sign-in' && (
          <SignInForm
            {...signIn}
            headingLevel={1}
            title={t`Sign in to Colla`}
            description={t`Welcome back. Use the email and password of your Colla account.`}
            passwordResetHref={passwordResetHref}

            onRegister={() => onModeChange('register')}
          />
        )}
        {mode === 'register' && (
          <RegisterForm {...register} headingLevel={1} onSignIn={() => onModeChange('sign-in')} />
        )}
      </Panel>
    </SignInLayout>
  );
}

/** `/app-login`: the headline, then Register for free or Sign in, and the forms. */
export function AppLoginScreenView({
  mode,
  onModeChange,
  signIn,
  register,
  homeHref,
  passwordResetHref,
}: SignInScreenViewProps) {
  const { t, i18n } = useLingui();
  return (
    <SignInLayout homeHref={homeHref} pitch={APP_LOGIN_PITCH}>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {i18n._(APP_LOGIN_HEADLINE)}
        </h1>
        {mode === 'options' && (
          <p className="text-lg text-muted">
            <Trans>
              Cafés, shops, restaurants and studios across the city are looking for creators like
              you. Join Colla for free, or sign in to pick up where you left off.
            </Trans>
          </p>
        )}
      </header>
      <Panel mode={mode}>
        {mode === 'options' && (
          <SignInOptions
            primary={{ label: t`Register for free`, onSelect: () => onModeChange('register') }}
            secondary={{ label: t`Sign in`, onSelect: () => onModeChange('sign-in') }}
          />
        )}
        {mode === 'sign-in' && (
          <SignInForm
            {...signIn}
            title={t`Sign in`}
            passwordResetHref={passwordResetHref}

            onRegister={() => onModeChange('register')}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            {...register}
            title={t`Register for free`}
            onSignIn={() => onModeChange('sign-in')}
          />
        )}
      </Panel>
    </SignInLayout>
  );
}
