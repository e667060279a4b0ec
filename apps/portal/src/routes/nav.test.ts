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
  Send,
  Settings,
  Store,
  Users,
  UsersRound,
} from 'lucide-react';
import { activateLocale } from '@colla/i18n/provider';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { documentTitle, navOf, screenTitle } from './route-handle';

describe('each area’s navigation, read from its route objects', () => {
  it('brand: six links in the top bar, its own bottom bar with the bell above; media, profile and team in the user menu', () => {
    const notifications = { href: '/app/brand/notifications', label: 'Notifications', icon: Bell };
    const nav = navOf(AREAS.brand);
    expect(nav).toEqual({
      items: [
        { href: '/app/brand/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/app/brand/deals', label: 'Deals', icon: Handshake },
        { href: '/app/brand/chat', label: 'Messages', icon: MessageCircle },
        { href: '/app/brand/proposals', label: 'Proposals', icon: FileText },
        { href: '/app/brand/creators', label: 'Creators', icon: UsersRound },
        notifications,
      ],
      mobileItems: [
        { href: '/app/brand/dashboard', label: 'Home', icon: Home },
        { href: '/app/brand/deals', label: 'Deals', icon: Handshake },
        { href: '/app/brand/chat', label: 'Chat', icon: MessageCircle },
        { href: '/app/brand/proposals', label: 'Proposals', icon: FileText },
        { href: '/app/brand/creators', label: 'Creators', icon: UsersRound },
      ],
      shortcuts: [notifications],
      menu: [
        { href: '/app/brand/media', label: 'Media', icon: Image },
        { href: '/app/brand/profile', label: 'Brand profile', icon: Store },
        { href: '/app/brand/team', label: 'Team', icon: Users },
      ],
    });
    // Five at most in the bottom bar: no "More" hides anything.
    expect(nav.mobileItems).toHaveLength(5);
    const dotted = { ...notifications, dot: 'unread notifications' };
    expect(navOf(AREAS.brand, { unread: true }).shortcuts).toEqual([dotted]);
    expect(navOf(AREAS.brand, { unread: true }).items[5]).toEqual(dotted);
  });

  it('creator: six links, its own bottom bar, and Notifications as a phone shortcut', () => {
    const notifications = {
      href: '/app/creator/notifications',
      label: 'Notifications',
      icon: Bell,
    };
    const nav = navOf(AREAS.creator);
    expect(nav).toEqual({
      items: [
        { href: '/app/creator/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/app/creator/deals', label: 'Deals', icon: Handshake },
        { href: '/app/creator/calendar', label: 'Calendar', icon: CalendarDays },
        { href: '/app/creator/chat', label: 'Messages', icon: MessageCircle },
        notifications,
        { href: '/app/creator/settings', label: 'Settings', icon: Settings },
      ],
      mobileItems: [
        { href: '/app/creator/dashboard', label: 'Home', icon: Home },
        { href: '/app/creator/deals', label: 'Deals', icon: Handshake },
        { href: '/app/creator/calendar', label: 'Calendar', icon: CalendarDays },
        { href: '/app/creator/chat', label: 'Chat', icon: MessageCircle },
      ],
      shortcuts: [notifications],
    });
    const unread = navOf(AREAS.creator, { unread: true });
    const dotted = { ...notifications, dot: 'unread notifications' };
    expect(unread.items[4]).toEqual(dotted);
    expect(unread.shortcuts).toEqual([dotted]);
    expect(unread.mobileItems?.some((item) => item.dot)).toBe(false);
  });

  it('admin: nine links in the side list', () => {
    expect(navOf(AREAS.admin)).toEqual({
      items: [
        { href: '/app/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/app/admin/users', label: 'Users', icon: Users },
        { href: '/app/admin/brands', label: 'Brands', icon: Building2 },
        { href: '/app/admin/brand-requests', label: 'Brand requests', icon: Store },
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
    });
  });
});

describe('in another language', () => {
  afterEach(() => activateLocale('en'));

  it('names the navigation in the language of the screen', async () => {
    await activateLocale('ca');
    expect(navOf(AREAS.brand).items.map((item) => item.label)).toEqual([
      'Tauler',
      'Col·laboracions',
      'Missatges',
      'Propostes',
      'Creadors',
      'Notificacions',
    ]);
  });
});

describe('the tab’s title', () => {
  const titleOf = (...handles: unknown[]) => {
    const title = screenTitle(handles);
    return documentTitle(title ? i18n._(title) : null);
  };
  const area = AREAS.creator.handle;
  const child = (path: string) =>
    AREAS.creator.children?.find((route) => route.path === path)?.handle;

  it('is the screen’s navigation label, or its own title, then Colla', () => {
    expect(titleOf(undefined, area, child('deals'))).toBe('Deals · Colla');
    expect(titleOf(undefined, area, child('deals/:id'))).toBe('Deal · Colla');
    expect(titleOf(undefined, area, child('proposals/:id'))).toBe('Proposal · Colla');
    expect(titleOf(undefined, area)).toBe('Colla');
  });

  it('names every screen of every area', () => {
    for (const area of Object.values(AREAS)) {
      for (const route of area.children ?? []) {
        if (route.path === '*') continue;
        expect(screenTitle([route.handle]), `${area.path}/${route.path}`).not.toBeNull();
      }
    }
  });
});
