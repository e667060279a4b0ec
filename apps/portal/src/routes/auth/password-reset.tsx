import { PasswordResetScreen } from '@colla/features/account-access';
import { useSearchParams } from 'react-router-dom';
import { HOME } from './sign-in';

/** `/password-reset`: ask for a link, or (with `?token=&email=`) choose a new password. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PasswordResetScreen
      homeHref={HOME}
      signInHref="/login?mode=sign-in"
      token={params.get('token')}
      email={params.get('email')}
    />
  );
}
