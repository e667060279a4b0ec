import type { User } from '@colla/api-client';
import type { NavItem } from '@colla/ui/patterns/app-shell';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useMatches, type RouteObject } from 'react-router-dom';

export type UserType = User['type'];

/** How a screen appears in its area's navigation (the label is also the tab's title). */
export interface NavEntry {
  label: MessageDescriptor;
  icon: LucideIcon;
}

export interface NavHandle extends NavEntry {
  /** In the phone's bottom bar, under this label and icon (an area with its own bottom bar). */
  mobile?: NavEntry;
  /** Also an icon link in the top bar on phones (the creator's Notifications). */
  shortcut?: boolean;
  /** Carries the unread-notifications dot. */
  unreadDot?: boolean;
  /** In the user menu instead of the bar (the brand's profile and team: screens of the business). */
  menu?: boolean;
}

/**
 * What a portal route object says about itself in `handle`: the area route names the user type
 * its screens are for; a screen route in the navigation carries its label and icon.
 */
export interface RouteHandle {
  area?: UserType;
  nav?: NavHandle;
  /** The screen's name in the browser's tab, for a screen not in the navigation. */
  title?: MessageDescriptor;
}

/** A route object whose `handle` is a `RouteHandle`, with children of the same kind. */
export type PortalRoute = RouteObject & { handle?: RouteHandle; children?: PortalRoute[] };

/** The user type of the area the current screen is in (from the area route's `handle`). */
export function useArea(): UserType {
  for (const match of useMatches()) {
    const area = (match.handle as RouteHandle | undefined)?.area;
    if (area) return area;
  }
  throw new Error('useArea() is for screens inside an area route (/app/brand, /app/creator, …).');
}

export interface AreaNav {
  items: NavItem[];
  /** The bottom bar on phones, when the area has its own (else it shows `items`). */
  mobileItems?: NavItem[];
  /** Icon links in the top bar on phones. */
  shortcuts?: NavItem[];
  /** Screens in the user menu, not the bar. */
  menu?: NavItem[];
}

/**
 * An area's navigation, read from its route objects: each child with `handle.nav`, in order,
 * linking to `/app/<area>/<path>`.
 */
export function navOf(area: PortalRoute, options: { unread?: boolean } = {}): AreaNav {
  const entries = (area.children ?? []).flatMap((route) =>
    route.handle?.nav ? [{ href: `/app/${area.path}/${route.path}`, nav: route.handle.nav }] : [],
  );
  const dot = (nav: NavHandle) =>
    nav.unreadDot && options.unread ? 'unread notifications' : undefined;
  const item = (href: string, nav: NavHandle, entry: NavEntry = nav): NavItem => {
    const shown: NavItem = { href, label: i18n._(entry.label), icon: entry.icon };
    const text = dot(nav);
    return text ? { ...shown, dot: text } : shown;
  };
  const inMenu = entries.filter(({ nav }) => nav.menu);
  const inBar = entries.filter(({ nav }) => !nav.menu);
  const mobile = inBar.filter(({ nav }) => nav.mobile);
  const shortcuts = inBar.filter(({ nav }) => nav.shortcut);
  return {
    items: inBar.map(({ href, nav }) => item(href, nav)),
    ...(inMenu.length > 0 && { menu: inMenu.map(({ href, nav }) => item(href, nav)) }),
    ...(mobile.length > 0 && {
      mobileItems: mobile.map(({ href, nav }) => item(href, nav, nav.mobile)),
    }),
    ...(shortcuts.length > 0 && { shortcuts: shortcuts.map(({ href, nav }) => item(href, nav)) }),
  };
}

/** The name of the deepest matched screen that has one: its `title`, else its navigation label. */
export function screenTitle(handles: readonly unknown[]): MessageDescriptor | null {
  for (const handle of [...handles].reverse()) {
    const own = handle as RouteHandle | undefined;
    const title = own?.title ?? own?.nav?.label;
    if (title) return title;
  }
  return null;
}

/** The app's name after the screen's, as the browser's tab and history show it. */
export const documentTitle = (screen: string | null) => (screen ? `${screen} · Colla` : 'Colla');

/** Keeps the browser tab's title on the current screen's name, in the active language. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { i18n: active } = useLingui();
  const title = screenTitle(matches.map((match) => match.handle));
  const text = documentTitle(title ? active._(title) : null);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
