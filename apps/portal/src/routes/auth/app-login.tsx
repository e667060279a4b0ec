import { AppLoginScreen } from '@colla/features/sign-in';
import { SignInRoute } from './sign-in';

/** `/app-login`: sign in, where the guard sends a signed-out visit. */
export function Component() {
  return <SignInRoute Screen={AppLoginScreen} />;
}
