import { getUnreadNotificationCountOptions, type User } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { AppShell, type ShellUser } from '@colla/ui/patterns/app-shell';
import { useMyEvents } from '@colla/features/notifications';
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
 * The dot of brand users and creators: shown while they have unread notifications. The tab's
 * own event stream (`useMyEvents`) says when the count changes; only while it is down is the
 * count asked again every 60 s. A notification marked read refetches it at once too (that
 * write's declared invalidation).
 */
function useUnreadNotifications(enabled: boolean): boolean {
  const live = useMyEvents(enabled);
  const { data } = useQuery({
    ...getUnreadNotificationCountOptions(),
    enabled,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    staleTime: live ? Infinity : UNREAD_POLL_MS,
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
  // Admins receive no notifications; the other two sides hear theirs live.
  const unread = useUnreadNotifications(type !== 'admin');
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
