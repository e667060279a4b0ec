import { useApi, type User } from '@colla/api-client';
import {
  Alert,
  AlertDescription,
  AppShell,
  type NavItem,
  type RenderLink,
  type ShellUser,
} from '@colla/ui';
import {
  Bell,
  Building2,
  CalendarDays,
  FileText,
  FolderTree,
  Handshake,
  History,
  Home,
  Image,
  LayoutDashboard,
  MessageCircle,
  Settings,
  Send,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import {
  EXIT_IMPERSONATION_FAILED,
  useSession,
  useSessionActions,
} from './session/session-context';

/** Links move inside the portal; `NavLink` marks the current one with `aria-current="page"`. */
export const renderPortalLink: RenderLink = (item, className, children) => (
  <NavLink to={item.href} className={className}>
    {children}
  </NavLink>
);

function shellUser(user: User | null): ShellUser {
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? null,
    email: user?.email ?? null,
    avatarSrc: user?.avatar_path ?? null,
  };
}

export const UNREAD_POLL_MS = 60_000;

/** Spec §2 (decisions.md): the creator's dot shows unread notifications, refreshed every 60 s. */
function useUnreadNotifications(enabled: boolean): boolean {
  const { data } = useApi().useQuery(
    'get',
    '/api/notifications/unread-count',
    {},
    { enabled, refetchInterval: UNREAD_POLL_MS, staleTime: UNREAD_POLL_MS },
  );
  return (data?.count ?? 0) > 0;
}

function areaItems(
  type: User['type'],
  unread: boolean,
): {
  items: NavItem[];
  mobileItems?: NavItem[];
  shortcuts?: NavItem[];
} {
  if (type === 'brand') {
    return {
      items: [
        { href: '/app/brand/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/app/brand/deals', label: 'Deals', icon: Handshake },
        { href: '/app/brand/proposals', label: 'Proposals', icon: FileText },
        { href: '/app/brand/media', label: 'Media', icon: Image },
      ],
    };
  }
  if (type === 'creator') {
    const dot = unread ? 'unread notifications' : undefined;
    return {
      items: [
        { href: '/app/creator/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/app/creator/deals', label: 'Deals', icon: Handshake },
        { href: '/app/creator/calendar', label: 'Calendar', icon: CalendarDays },
        { href: '/app/creator/chat', label: 'Messages', icon: MessageCircle },
        { href: '/app/creator/notifications', label: 'Notifications', icon: Bell, dot },
        { href: '/app/creator/settings', label: 'Settings', icon: Settings },
      ],
      mobileItems: [
        { href: '/app/creator/dashboard', label: 'Home', icon: Home },
        { href: '/app/creator/deals', label: 'Deals', icon: Handshake },
        { href: '/app/creator/calendar', label: 'Calendar', icon: CalendarDays },
        { href: '/app/creator/chat', label: 'Chat', icon: MessageCircle },
      ],
      shortcuts: [{ href: '/app/creator/notifications', label: 'Notifications', icon: Bell, dot }],
    };
  }
  return {
    items: [
      { href: '/app/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { href: '/app/admin/users', label: 'Users', icon: Users },
      { href: '/app/admin/brands', label: 'Brands', icon: Building2 },
      { href: '/app/admin/proposals', label: 'Proposals', icon: FileText },
      { href: '/app/admin/settings', label: 'Settings', icon: Settings },
      { href: '/app/admin/categories', label: 'Categories', icon: FolderTree },
      { href: '/app/admin/activity-logs', label: 'Activity Logs', icon: History },
      {
        href: '/app/admin/scheduled-notifications',
        label: 'Scheduled Notifications',
        icon: Send,
      },
    ],
  };
}

/** The signed-in area's frame for the session's user type (spec §2's three navigations). */
export function AreaShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);
  const [exitError, setExitError] = useState<string | null>(null);
  const type = session.type ?? 'creator';
  const unread = useUnreadNotifications(type === 'creator');
  const { items, mobileItems, shortcuts } = areaItems(type, unread);
  const admin = type === 'admin';

  const exitImpersonation = async () => {
    setExiting(true);
    setExitError(null);
    try {
      await actions.exitImpersonation(navigate);
    } catch {
      setExitError(EXIT_IMPERSONATION_FAILED);
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
      logoHref={items[0]?.href ?? '/app'}
      user={shellUser(session.user)}
      // Brands keep Settings in the user menu; creators and admins have it in their navigation.
      onSettings={() => navigate(`/app/${type}/settings`)}
      onLogout={() => void actions.logout(navigate)}
      logoutLabel={admin ? 'Sign out' : 'Logout'}
      logoutInNav={admin}
      exitImpersonation={session.impersonating ? () => void exitImpersonation() : undefined}
      exitingImpersonation={exiting}
      renderLink={renderPortalLink}
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
