import { Trans, useLingui } from '@lingui/react/macro';
import { Ellipsis, LogOut, Settings, type LucideIcon } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Avatar } from '../../components/avatar/avatar';
import { Button } from '../../components/button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu/dropdown-menu';
import { cn } from '../../lib/cn';
import { renderLinkOrAnchor, type LinkTarget } from '../../lib/link';

export type { LinkTarget, RenderLink } from '../../lib/link';

/** One entry of an area's navigation. */
export interface NavItem extends LinkTarget {
  /** A lucide icon; it is decorative (the label names the link). */
  icon: LucideIcon;
  /**
   * Shows a notification dot; the text is what it means to screen readers, e.g.
   * "unread notifications" (the link is then named "Notifications (unread notifications)").
   */
  dot?: string;
}

/** The signed-in person, for the avatar and the user menu. */
export interface ShellUser {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  avatarSrc?: string | null;
}

const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Nav links take their current look from `aria-current="page"`, so looks and semantics agree. */
const currentLook =
  'aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800';

const sideLinkClass = cn(
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted transition-colors',
  'hover:bg-stone-100 hover:text-ink',
  focusRing,
  currentLook,
);

const topLinkClass = cn(
  'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors',
  'hover:bg-stone-100 hover:text-ink',
  focusRing,
  currentLook,
);

const bottomLinkClass = cn(
  'relative flex min-h-14 w-full min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-xs font-medium text-muted',
  'hover:text-ink',
  focusRing,
  'aria-[current=page]:font-semibold aria-[current=page]:text-primary-700',
  'data-current:font-semibold data-current:text-primary-700',
  // The current item also gets a bar along its top edge: not colour alone.
  'before:absolute before:inset-x-3 before:top-0 before:h-0.5 before:rounded-full',
  'aria-[current=page]:before:bg-primary-600 data-current:before:bg-primary-600',
);

const menuLinkClass = 'aria-[current=page]:font-semibold aria-[current=page]:text-primary-800';

function NavDot() {
  return (
    <span
      data-slot="nav-dot"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger-600 ring-2 ring-surface"
    />
  );
}

interface NavItemContentProps {
  item: NavItem;
  /** The label only for screen readers (icon links). */
  iconOnly?: boolean;
  iconClassName?: string;
  labelClassName?: string;
}

function NavItemContent({
  item,
  iconOnly = false,
  iconClassName,
  labelClassName,
}: NavItemContentProps) {
  const Icon = item.icon;
  return (
    <>
      <span className={cn('relative inline-flex shrink-0', iconClassName)}>
        <Icon aria-hidden="true" className="size-5" />
        {item.dot && <NavDot />}
      </span>
      <span
        data-slot="nav-label"
        className={cn(iconOnly ? 'sr-only' : 'min-w-0 truncate', labelClassName)}
      >
        {item.label}
      </span>
      {item.dot && <span className="sr-only">{` (${item.dot})`}</span>}
    </>
  );
}

interface NavListProps {
  items: NavItem[];
  /** Each link's classes. */
  linkClass: string;
  /** How each item's icon and label are drawn (see NavItemContent). */
  look?: Omit<NavItemContentProps, 'item'>;
  className?: string;
  itemClassName?: string;
  /** Entries after the items (the bottom bar's "More"). */
  children?: ReactNode;
}

/** A navigation's list: one link per item, drawn by the portal's link (see LinkProvider). */
function NavList({ items, linkClass, look, className, itemClassName, children }: NavListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href} className={itemClassName}>
          {renderLinkOrAnchor(item, linkClass, <NavItemContent item={item} {...look} />)}
        </li>
      ))}
      {children}
    </ul>
  );
}

/** An entry of the user menu that opens a screen, e.g. the brand's profile. */
export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

export interface UserMenuProps {
  user: ShellUser;
  /** Screens reached from the menu rather than the bar, above Settings. */
  menuItems?: readonly MenuAction[];
  /** Opens the user's settings; without it the menu has no Settings item. */
  onSettings?: () => void;
  onLogout: () => void;
  /** "Logout" for brands and creators, "Sign out" for admins (the product's wording). */
  logoutLabel?: string;
}

function fullName(user: ShellUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The avatar (initials of first and last name) opening a menu with Settings and Logout. */
export function UserMenu({ user, menuItems, onSettings, onLogout, logoutLabel }: UserMenuProps) {
  const { t } = useLingui();
  const name = fullName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-slot="user-menu-trigger"
        className={cn(
          'inline-flex h-11 shrink-0 items-center gap-2 rounded-full p-0.5 text-sm font-semibold text-ink transition-colors sm:h-10',
          'hover:bg-stone-100 lg:pr-3',
          focusRing,
        )}
      >
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          src={user.avatarSrc}
          decorative
        />
        <span className="sr-only">{t`Account menu`}, </span>
        <span className="sr-only lg:not-sr-only">{name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="text-sm text-ink">{name}</span>
          {user.email && <span className="font-normal">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {menuItems?.map(({ label, icon: Icon, onSelect }) => (
          <DropdownMenuItem key={label} onSelect={onSelect}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        {onSettings && (
          <DropdownMenuItem onSelect={onSettings}>
            <Settings aria-hidden="true" />
            {t`Settings`}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {logoutLabel ?? t`Logout`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface TopNavProps extends Omit<UserMenuProps, 'user'> {
  user: ShellUser;
  /** Where the "Colla" logo goes, e.g. the area's dashboard. */
  logoHref: string;
  /** The area's navigation, in the bar from the `md` breakpoint (brands' four links). */
  items?: NavItem[];
  /** Icon links in the bar on phones only, e.g. Notifications with its dot. */
  shortcuts?: NavItem[];
  className?: string;
}

export interface ImpersonationBannerProps {
  /** Who the admin is acting as. */
  user: ShellUser;
  /** "Exit Impersonation" calls this. */
  onExit: () => void;
  /** The exit call is running: the button shows a spinner and ignores presses. */
  exiting?: boolean;
}

/**
 * Above everything while an admin acts as someone else: whose account this is, and the way back.
 * On every screen and at every width, so nobody forgets whose name they are acting in.
 */
export function ImpersonationBanner({ user, onExit, exiting = false }: ImpersonationBannerProps) {
  const { t } = useLingui();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div
      data-slot="impersonation-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-warning-700/30 bg-warning-100 px-4 py-1.5 text-sm text-ink"
    >
      <p>
        <Trans>
          You are acting as <strong className="font-semibold">{name}</strong>
        </Trans>
      </p>
      <Button variant="outline" size="sm" loading={exiting} onClick={onExit}>
        {t`Exit Impersonation`}
      </Button>
    </div>
  );
}

/** The top bar: the logo, the items (when the area keeps them up here) and the user menu. */
export function TopNav({
  logoHref,
  items,
  shortcuts,
  user,
  menuItems,
  onSettings,
  onLogout,
  logoutLabel,
  className,
}: TopNavProps) {
  const { t } = useLingui();
  return (
    <header
      data-slot="top-nav"
      // The line is a shadow, so the bar is exactly 4rem tall and the side list fits under it.
      className={cn(
        'sticky top-0 z-30 bg-surface shadow-[inset_0_-1px_0_var(--color-line)]',
        className,
      )}
    >
      <div className="flex h-16 items-center gap-2 px-4 md:gap-6 md:px-6">
        {renderLinkOrAnchor(
          { href: logoHref, label: 'Colla' }, // the brand name, never translated
          cn(
            'inline-flex min-h-11 shrink-0 items-center rounded-md text-xl font-extrabold tracking-tight text-primary-700',
            focusRing,
          ),
          'Colla',
        )}
        {items && items.length > 0 && (
          <nav aria-label={t`Main`} data-slot="top-nav-items" className="hidden min-w-0 md:block">
            <NavList
              items={items}
              linkClass={topLinkClass}
              look={{ iconClassName: 'hidden lg:inline-flex' }}
              className="flex items-center gap-1"
            />
          </nav>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {shortcuts && shortcuts.length > 0 && (
            <nav aria-label={t`Shortcuts`} data-slot="top-nav-shortcuts" className="md:hidden">
              <NavList
                items={shortcuts}
                linkClass={cn(
                  'inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink',
                  focusRing,
                  currentLook,
                )}
                look={{ iconOnly: true }}
                className="flex items-center"
              />
            </nav>
          )}
          <UserMenu
            user={user}
            menuItems={menuItems}
            onSettings={onSettings}
            onLogout={onLogout}
            logoutLabel={logoutLabel}
          />
        </div>
      </div>
    </header>
  );
}

export type SideNavProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: NavItem[];
  /** Below the items, e.g. the admin's "Sign out". */
  footer?: ReactNode;
};

/** The area's navigation as a vertical list, for wide screens. */
export function SideNav({
  items,
  footer,
  className,
  'aria-label': ariaLabel,
  ...props
}: SideNavProps) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={ariaLabel ?? t`Main`}
      data-slot="side-nav"
      className={cn('flex flex-col gap-3 p-3', className)}
      {...props}
    >
      <NavList items={items} linkClass={sideLinkClass} className="grid gap-1" />
      {footer && <div className="mt-auto border-t border-line pt-3">{footer}</div>}
    </nav>
  );
}

export type MobileBottomBarProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: NavItem[];
  /**
   * At most this many entries fit; with more items, the last entry is "More", a menu holding
   * the rest.
   */
  maxItems?: number;
};

/**
 * Where something pinned to the bottom of the screen sits so the phone's bottom bar does not
 * cover it (`sticky` or `fixed`): the bar's height (a 1 px border, 4 px padding above and below a
 * 56 px item) plus the safe area; flush with the bottom from `md`, where there is no bar.
 */
export const aboveMobileBottomBar =
  'bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] md:bottom-0';

/** The phone's navigation: a bar fixed along the bottom, icons over labels, 44 px targets. */
export function MobileBottomBar({
  items,
  maxItems = 5,
  className,
  'aria-label': ariaLabel,
  ...props
}: MobileBottomBarProps) {
  const { t } = useLingui();
  const overflow = items.length > maxItems;
  const shown = overflow ? items.slice(0, maxItems - 1) : items;
  const more = overflow ? items.slice(maxItems - 1) : [];
  const moreDot = more.find((item) => item.dot)?.dot;
  const moreCurrent = more.some((item) => item.current);

  return (
    <nav
      aria-label={ariaLabel ?? t`Main`}
      data-slot="mobile-bottom-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden',
        className,
      )}
      {...props}
    >
      <NavList
        items={shown}
        linkClass={bottomLinkClass}
        look={{ labelClassName: 'max-w-full' }}
        className="mx-auto grid max-w-lg auto-cols-fr grid-flow-col px-1 py-1"
        itemClassName="min-w-0"
      >
        {more.length > 0 && (
          <li className="min-w-0">
            <DropdownMenu>
              <DropdownMenuTrigger
                data-slot="mobile-bottom-bar-more"
                data-current={moreCurrent || undefined}
                className={bottomLinkClass}
              >
                <NavItemContent item={{ label: t`More`, href: '', icon: Ellipsis, dot: moreDot }} />
              </DropdownMenuTrigger>
              <DropdownMenuContent side="top">
                {more.map((item) => (
                  <DropdownMenuItem key={item.href} asChild>
                    {renderLinkOrAnchor(item, menuLinkClass, <NavItemContent item={item} />)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        )}
      </NavList>
    </nav>
  );
}

export interface AppShellProps extends Omit<TopNavProps, 'items' | 'className'> {
  /** The area's navigation: on wide screens in the top bar or the side list, on phones below. */
  items: NavItem[];
  /** Where the items go on wide screens: the top bar (few items) or a side list. */
  navigation?: 'top' | 'side';
  /** The bottom bar's items on phones, when they differ from `items` (e.g. the creator's Home, Deals, Calendar, Chat). */
  mobileItems?: NavItem[];
  /** Also puts `logoutLabel` at the foot of the side list (the admin's "Sign out"). */
  logoutInNav?: boolean;
  /** While an admin impersonates someone: the banner with their name and "Exit Impersonation". */
  exitImpersonation?: () => void;
  /** The exit call is running: the banner's button shows a spinner and ignores presses. */
  exitingImpersonation?: boolean;
  /** The main content area's id, the skip link's target. */
  mainId?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A signed-in area's frame: a skip link, the top bar, the navigation (top bar or side list on
 * wide screens, a bottom bar on phones) and the main content area.
 */
export function AppShell({
  items,
  navigation = 'side',
  mobileItems,
  logoutInNav = false,
  mainId = 'main-content',
  children,
  className,
  onLogout,
  logoutLabel: givenLogoutLabel,
  exitImpersonation,
  exitingImpersonation = false,
  ...topNavProps
}: AppShellProps) {
  const { t } = useLingui();
  const logoutLabel = givenLogoutLabel ?? t`Logout`;
  const main = useRef<HTMLElement>(null);
  return (
    <div data-slot="app-shell" className={cn('min-h-dvh bg-canvas', className)}>
      <a
        href={`#${mainId}`}
        data-slot="skip-link"
        onClick={(event) => {
          // Move focus itself, so the skip works under any router and leaves the URL alone.
          if (!main.current) return;
          event.preventDefault();
          main.current.focus();
        }}
        className={cn(
          'sr-only rounded-lg bg-surface px-4 py-3 text-sm font-semibold text-primary-800 shadow-lg',
          'focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50',
          focusRing,
        )}
      >
        {t`Skip to content`}
      </a>
      {exitImpersonation && (
        <ImpersonationBanner
          user={topNavProps.user}
          onExit={exitImpersonation}
          exiting={exitingImpersonation}
        />
      )}
      <TopNav
        {...topNavProps}
        items={navigation === 'top' ? items : undefined}
        onLogout={onLogout}
        logoutLabel={logoutLabel}
      />
      <div className="flex">
        {navigation === 'side' && (
          <SideNav
            items={items}
            className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-line bg-surface md:flex"
            footer={
              logoutInNav && (
                <button
                  type="button"
                  data-slot="side-nav-logout"
                  className={sideLinkClass}
                  onClick={onLogout}
                >
                  <LogOut aria-hidden="true" className="size-5 shrink-0" />
                  {logoutLabel}
                </button>
              )
            }
          />
        )}
        <main
          ref={main}
          id={mainId}
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none md:px-8 md:pb-10"
        >
          {children}
        </main>
      </div>
      <MobileBottomBar items={mobileItems ?? items} />
    </div>
  );
}
