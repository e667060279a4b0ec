import { LoginScreen } from '@colla/features/sign-in';
import { SignInRoute } from './sign-in';

/** `/login`: sign in, from the public site. */
export function Component() {
  return <SignInRoute Screen={LoginScreen} />;
}
