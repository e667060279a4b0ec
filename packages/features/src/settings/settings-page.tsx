import { getMeOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import { CreatorProfileSection } from './creator-profile-section';
import { CollaborationsSection } from './creator-profile-section-collaborations';
import { PortfolioSection } from './creator-profile-section-portfolio';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SettingsView, type SettingsUser as User, type SettingsViewState } from './settings-view';

export interface SettingsPageProps {
  /**
   * Called with the saved user after a name, email or photo change, so the app can refresh the
   * user it keeps (auth storage, the shell's avatar and name).
   */
  onUserUpdated?: (user: User) => void;
}

/**
 * The Settings page of every role (brand, creator, admin). Reads `getMe` for the user and
 * their type; creators also get their creator profile.
 */
export function SettingsPage({ onUserUpdated }: SettingsPageProps) {
  const me = useQuery(getMeOptions());

  let state: SettingsViewState;
  if (me.isPending) state = { status: 'loading' };
  else if (me.isError) {
    state = {
      status: 'error',
      message: failureMessage(me.error),
      onRetry: () => void me.refetch(),
      retrying: me.isFetching,
    };
  } else {
    const user = me.data;
    state = {
      status: 'ready',
      userType: user.type,
      profile: (
        <ProfileSection key={`profile-${user.id}`} user={user} onUserUpdated={onUserUpdated} />
      ),
      language: (
        <LanguageSection key={`language-${user.id}`} user={user} onUserUpdated={onUserUpdated} />
      ),
      password: <PasswordSection email={user.email} />,
      creatorProfile: user.type === 'creator' ? <CreatorProfileSection user={user} /> : undefined,
      portfolio: user.type === 'creator' ? <PortfolioSection /> : undefined,
      collaborations: user.type === 'creator' ? <CollaborationsSection /> : undefined,
    };
  }

  return <SettingsView state={state} />;
}
