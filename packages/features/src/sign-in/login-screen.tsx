import { AppLoginScreenView, LoginScreenView } from './sign-in-screen-views';
import { useHealthCheck } from './use-health-check';
import { useSignInFlow, type SignInFlowOptions } from './use-sign-in-flow';

export type SignInScreenProps = SignInFlowOptions & {
  /** Where the Colla wordmark goes: the public homepage (`/home`). */
  homeHref: string;
  /** Where "Forgot your password?" goes: `/password-reset`. */
  passwordResetHref: string;
};

/**
 * `/login`: sign in or register, on a page of its own. Calls `healthCheck` while shown,
 * then `getCsrfCookie` and `login` or `register`; hands the login answer to `onSignedIn`.
 */
export function LoginScreen({ homeHref, passwordResetHref, ...options }: SignInScreenProps) {
  useHealthCheck();
  const flow = useSignInFlow(options);
  return <LoginScreenView {...flow} homeHref={homeHref} passwordResetHref={passwordResetHref} />;
}

/**
 * `/app-login`: 'Work with the best brands in Barcelona', then Register for free or
 * Sign in. Same calls as `LoginScreen`, including the health check while shown.
 */
export function AppLoginScreen({ homeHref, passwordResetHref, ...options }: SignInScreenProps) {
  useHealthCheck();
  const flow = useSignInFlow(options);
  return <AppLoginScreenView {...flow} homeHref={homeHref} passwordResetHref={passwordResetHref} />;
}
