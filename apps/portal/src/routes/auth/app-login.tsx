import { AppLoginScreen } from '@colla/ui';
import { SignInRoute } from './sign-in';

/** `/app-login`: sign in, where the guard sends a signed-out visit. */
export function Component() {
  return <SignInRoute Screen={AppLoginScreen} />;
}
