import { getUnreadNotificationCountOptions, type User } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { AppShell, type ShellUser } from '@colla/ui/patterns/app-shell';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AREAS } from './routes/areas';
import { navOf } from './routes/route-handle';
import {
  EXIT_IMPERSONATION_FAILED,
  useSession,
  useSessionActions,
} from './session/session-context';

function shellUser(user: User | null): ShellUser {
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? null,
    email: user?.email ?? null,
    avatarSrc: user?.avatar_path ?? null,
  };
}

export const UNREAD_POLL_MS = 60_000;

/**
 * The creator's dot: shown while they have unread notifications, asked again every 60 s (and at
 * once when a notification is marked read, by that write's declared invalidation).
 */
function useUnreadNotifications(enabled: boolean): boolean {
  const { data } = useQuery({
    ...getUnreadNotificationCountOptions(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
  return (data?.count ?? 0) > 0;
}

/** The signed-in area's frame: navigation by user type (docs/decisions.md). */
export function AreaShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [exiting, setExiting] = useState(false);
  const [exitError, setExitError] = useState<string | null>(null);
  const type = session.type ?? 'creator';
  const unread = useUnreadNotifications(type === 'creator');
  const { items, mobileItems, shortcuts, menu } = navOf(AREAS[type], { unread });
  const admin = type === 'admin';

  const exitImpersonation = async () => {
    setExiting(true);
    setExitError(null);
    try {
      await actions.exitImpersonation(navigate);
    } catch {
      setExitError(i18n._(EXIT_IMPERSONATION_FAILED));
    } finally {
      setExiting(false);
    }
  };

  return (
    <AppShell
      items={items}
      navigation={type === 'brand' ? 'top' : 'side'}
      mobileItems={mobileItems}
      shortcuts={shortcuts}
      menuItems={menu?.map(({ label, icon, href }) => ({
        label,
        icon,
        onSelect: () => void navigate(href),
      }))}
      logoHref={items[0]?.href ?? '/app'}
      user={shellUser(session.user)}
      // Brands keep Settings in the user menu; creators and admins have it in their navigation.
      onSettings={() => void navigate(`/app/${type}/settings`)}
      onLogout={() => void actions.logout(navigate)}
      logoutLabel={admin ? t`Sign out` : t`Logout`}
      logoutInNav={admin}
      exitImpersonation={session.impersonating ? () => void exitImpersonation() : undefined}
      exitingImpersonation={exiting}
    >
      {exitError && (
        <Alert variant="danger" className="mb-6">
          <AlertDescription>{exitError}</AlertDescription>
        </Alert>
      )}
      {children}
    </AppShell>
  );
}
