import { DebugAuthScreen } from '@colla/features/account-access';
import { useSessionActions } from '../../session/session-context';
import { HOME } from './sign-in';

/** `/debug-auth`: what this browser stores about the session, and Clear. */
export function Component() {
  const actions = useSessionActions();
  return <DebugAuthScreen homeHref={HOME} onCleared={() => actions.forget()} />;
}
