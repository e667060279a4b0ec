import { SettingsPage } from '@colla/features/settings';
import { useSessionActions } from '../../session/session-context';

/** Each role's Settings page; a saved profile refreshes the stored user (the shell's avatar). */
export function Component() {
  const actions = useSessionActions();
  return <SettingsPage onUserUpdated={(user) => actions.updateUser(user)} />;
}
