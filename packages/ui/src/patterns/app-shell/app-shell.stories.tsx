import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  Building2,
  CalendarClock,
  CalendarDays,
  FileText,
  Handshake,
  History,
  House,
  Images,
  LayoutDashboard,
  MessageCircle,
  MessagesSquare,
  Settings,
  Tags,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { LinkProvider } from '../../lib/link';
import { PageHeader } from '../page-header/page-header';
import {
  AppShell,
  MobileBottomBar,
  SideNav,
  TopNav,
  type NavItem,
  type ShellUser,
} from './app-shell';
import {
  bodyOf,
  expectClosed,
  expectEscapeCloses,
  expectViewport,
  type ViewportName,
  viewport,
  VIEWPORT_WIDTH,
} from '../../components/_stories/story-helpers';
import { expectKeyFocuses } from '../../components/_stories/form-checks';

// Navigation by user type (docs/decisions.md), with the portal's routes.
const brandItems: NavItem[] = [
  { label: 'Dashboard', href: '/app/brand/dashboard', icon: LayoutDashboard, current: true },
  { label: 'Deals', href: '/app/brand/deals', icon: Handshake },
  { label: 'Proposals', href: '/app/brand/proposals', icon: FileText },
  { label: 'Media', href: '/app/brand/media', icon: Images },
];

const UNREAD = 'unread notifications';

/** The creator's Notifications item, with a dot while anything is `unread`. */
const notificationsItem = (unread: boolean): NavItem => ({
  label: 'Notifications',
  href: '/app/creator/notifications',
  icon: Bell,
  dot: unread ? UNREAD : undefined,
});

const creatorItems = (unread: boolean): NavItem[] => [
  { label: 'Dashboard', href: '/app/creator/dashboard', icon: LayoutDashboard, current: true },
  { label: 'Deals', href: '/app/creator/deals', icon: Handshake },
  { label: 'Calendar', href: '/app/creator/calendar', icon: CalendarDays },
  { label: 'Messages', href: '/app/creator/chat', icon: MessagesSquare },
  notificationsItem(unread),
  { label: 'Settings', href: '/app/creator/settings', icon: Settings },
];

const creatorMobileItems: NavItem[] = [
  { label: 'Home', href: '/app/creator/dashboard', icon: House, current: true },
  { label: 'Deals', href: '/app/creator/deals', icon: Handshake },
  { label: 'Calendar', href: '/app/creator/calendar', icon: CalendarDays },
  { label: 'Chat', href: '/app/creator/chat', icon: MessageCircle },
];

/** On phones the bottom bar has no Notifications, so the bell (and its dot) sits in the top bar. */
const creatorShortcuts = (unread: boolean): NavItem[] => [notificationsItem(unread)];

const adminItems: NavItem[] = [
  { label: 'Dashboard', href: '/app/admin/dashboard', icon: LayoutDashboard, current: true },
  { label: 'Users', href: '/app/admin/users', icon: Users },
  { label: 'Brands', href: '/app/admin/brands', icon: Building2 },
  { label: 'Proposals', href: '/app/admin/proposals', icon: FileText },
  { label: 'Settings', href: '/app/admin/settings', icon: Settings },
  { label: 'Categories', href: '/app/admin/categories', icon: Tags },
  { label: 'Activity Logs', href: '/app/admin/activity-logs', icon: History },
  {
    label: 'Scheduled Notifications',
    href: '/app/admin/scheduled-notifications',
    icon: CalendarClock,
  },
];

function Dashboard({ action }: { action: string }) {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Dashboard"
        description="What is happening with your collaborations in Barcelona this week."
        actions={<Button>{action}</Button>}
      />
      <p className="max-w-prose text-muted">
        Three creators applied to “Brunch for two at Café Godot” since Monday, and the deal with
        Marta Soler has two tasks due on Friday.
      </p>
    </div>
  );
}

const laiaUser: ShellUser = { firstName: 'Laia', lastName: 'Puig', email: 'laia@cafegodot.cat' };
const martaUser: ShellUser = {
  firstName: 'Marta',
  lastName: 'Soler',
  email: 'marta.soler@gmail.com',
};
const claraUser: ShellUser = { firstName: 'Clara', lastName: 'Roig', email: 'clara@colla.test' };

/** An area's args: its logo's link, where its navigation goes, who is signed in, its dashboard. */
const area = (
  logoHref: string,
  navigation: 'top' | 'side',
  user: ShellUser,
  dashboardAction: string,
) => ({ logoHref, navigation, user, children: <Dashboard action={dashboardAction} /> });

const meta = {
  title: 'Patterns/AppShell',
  component: AppShell,
  args: {
    ...area('/app/brand/dashboard', 'top', laiaUser, 'New proposal'),
    items: brandItems,
    onSettings: fn(),
    onLogout: fn(),
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Helpers shared by the play functions.

type Canvas = ReturnType<typeof within>;
const slot = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

/** The story really renders at the given width, and the right navigation shows for it. */
const expectWidth = async (
  canvasElement: HTMLElement,
  name: ViewportName,
  wideNav: 'side-nav' | 'top-nav-items',
) => {
  await expectViewport(canvasElement, name);
  const width = VIEWPORT_WIDTH[name];
  // Nothing scrolls sideways.
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const bottomBar = slot(canvasElement, 'mobile-bottom-bar');
  const wide = slot(canvasElement, wideNav);
  if (width === 375) {
    await expect(bottomBar).toBeVisible();
    await expect(wide).not.toBeVisible();
  } else {
    await expect(bottomBar).not.toBeVisible();
    await expect(wide).toBeVisible();
  }
};

/** Tabbing from the top of the page reaches these, in this order. */
const expectTabOrder = async (names: string[]) => {
  for (const name of names) {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(name);
  }
};

/** The skip link is the first stop, shows when focused, and moves focus to the main content. */
const expectSkipLink = async (canvas: Canvas) => {
  const skip = canvas.getByRole('link', { name: 'Skip to content' });
  await userEvent.tab();
  await expect(skip).toHaveFocus();
  const box = skip.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(40);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('main')).toHaveFocus();
  // The next Tab goes into the content, past the whole navigation.
  await userEvent.tab();
  await expect(within(canvas.getByRole('main')).getByRole('button')).toHaveFocus();
  (document.activeElement as HTMLElement | null)?.blur();
};

/**
 * The user menu by keyboard: Enter opens it, the arrows reach Logout (or Sign out), Enter
 * chooses it; opened again, Escape closes it; focus returns to the avatar each time.
 */
const expectUserMenu = async (
  canvasElement: HTMLElement,
  {
    name,
    initials,
    logout,
    onLogout,
  }: {
    name: string;
    initials: string;
    logout: string;
    onLogout: unknown;
  },
) => {
  const canvas = within(canvasElement);
  const body = bodyOf(canvasElement);
  const trigger = canvas.getByRole('button', { name: `Account menu, ${name}` });
  await expect(trigger).toHaveTextContent(initials);
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await body.findByRole('menu');
  const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
  await waitFor(() => expect(settings).toHaveFocus());
  await expectKeyFocuses('{ArrowDown}', within(menu).getByRole('menuitem', { name: logout }));
  await userEvent.keyboard('{Enter}');
  await expect(onLogout).toHaveBeenCalledOnce();
  await expectClosed(body, 'menu');
  await expect(trigger).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  await body.findByRole('menu');
  await expectEscapeCloses(body, 'menu', trigger);
  await expect(onLogout).toHaveBeenCalledOnce();
};

/** Every link and button in the bottom bar is at least 44 px both ways. */
const expectTouchTargets = async (canvasElement: HTMLElement) => {
  const bar = slot(canvasElement, 'mobile-bottom-bar');
  if (!bar) throw new Error('No bottom bar');
  for (const target of bar.querySelectorAll<HTMLElement>('a, button')) {
    const box = target.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    // Every label fits whole, none cut short with an ellipsis.
    const label = target.querySelector<HTMLElement>('[data-slot="nav-label"]');
    await expect(label?.scrollWidth).toBeLessThanOrEqual(label?.clientWidth ?? 0);
  }
  // Fixed to the bottom edge.
  await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
};

const labelsOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The `name` link in `nav` is marked as the current page. */
const expectCurrentLink = (nav: HTMLElement, name: string) =>
  expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

/** On phones the main navigation is the bottom bar: these items, the first current, 44 px each. */
const expectBottomBar = async (canvas: Canvas, canvasElement: HTMLElement, labels: string[]) => {
  const nav = canvas.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveAttribute('data-slot', 'mobile-bottom-bar');
  await expect(labelsOf(nav)).toEqual(labels);
  await expectCurrentLink(nav, labels[0] ?? '');
  await expectTouchTargets(canvasElement);
};

/** Who is signed in, as the avatar and its menu show them. */
interface Account {
  name: string;
  initials: string;
  logout: string;
}

const laia: Account = { name: 'Laia Puig', initials: 'LP', logout: 'Logout' };
const marta: Account = { name: 'Marta Soler', initials: 'MS', logout: 'Logout' };
const clara: Account = { name: 'Clara Roig', initials: 'CR', logout: 'Sign out' };

/**
 * The shell by keyboard: Tab from the top reaches `tabOrder`, then the skip link and the
 * `account`'s user menu work (see expectSkipLink and expectUserMenu).
 */
const expectKeyboard = async (
  {
    canvas,
    canvasElement,
    args,
  }: { canvas: Canvas; canvasElement: HTMLElement; args: { onLogout?: unknown } },
  tabOrder: string[],
  account: Account,
) => {
  await expectTabOrder(tabOrder);
  (document.activeElement as HTMLElement | null)?.blur();
  await expectSkipLink(canvas);
  await expectUserMenu(canvasElement, { ...account, onLogout: args.onLogout });
};

const BRAND_NAV = ['Dashboard', 'Deals', 'Proposals', 'Media'];
const CREATOR_PHONE_NAV = ['Home', 'Deals', 'Calendar', 'Chat'];

// ---------------------------------------------------------------------------------------------
// Brand: Dashboard, Deals, Proposals, Media in the top bar; Settings and Logout in the menu.

export const Brand: Story = {
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    await expectWidth(canvasElement, 'desktop', 'top-nav-items');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(labelsOf(nav)).toEqual(BRAND_NAV);
    await expectCurrentLink(nav, 'Dashboard');
    await expect(within(nav).getByRole('link', { name: 'Deals' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('link', { name: 'Colla' })).toHaveAttribute(
      'href',
      '/app/brand/dashboard',
    );
    await expect(canvas.queryByRole('button', { name: 'Exit Impersonation' })).toBeNull();

    await expectKeyboard(
      context,
      ['Skip to content', 'Colla', ...BRAND_NAV, 'Account menu, Laia Puig', 'New proposal'],
      laia,
    );
    await expect(args.onSettings).not.toHaveBeenCalled();
  },
};

export const BrandPhone: Story = {
  globals: viewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expectWidth(canvasElement, 'phone', 'top-nav-items');
    await expectBottomBar(canvas, canvasElement, BRAND_NAV);
    // On phones the top bar holds the logo and the menu; the bottom bar comes after the content.
    await expectKeyboard(
      context,
      ['Skip to content', 'Colla', 'Account menu, Laia Puig', 'New proposal', ...BRAND_NAV],
      laia,
    );
  },
};

/**
 * The business's own screens (its profile, its team) are in the user menu, above Settings: the
 * bar keeps the day's work and fits at every width.
 */
export const BrandMenuItems: Story = {
  args: {
    menuItems: [
      { label: 'Brand profile', icon: Building2, onSelect: fn() },
      { label: 'Team', icon: Users, onSelect: fn() },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Team' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu, Laia Puig' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Brand profile', 'Team', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Team' }));
    await expect(args.menuItems?.[1]?.onSelect).toHaveBeenCalledOnce();
  },
};

/**
 * An admin acting as the brand: a banner above the bar says whose account this is, with "Exit
 * Impersonation" first in the tab order after the skip link.
 */
export const BrandImpersonated: Story = {
  args: { exitImpersonation: fn() },
  play: async ({ args, canvasElement }) => {
    await expectWidth(canvasElement, 'desktop', 'top-nav-items');
    const banner = slot(canvasElement, 'impersonation-banner');
    await expect(banner).toHaveTextContent('You are acting as Laia Puig');
    const exit = within(banner ?? canvasElement).getByRole('button', {
      name: 'Exit Impersonation',
    });
    // Above the bar, across the page.
    const header = slot(canvasElement, 'top-nav');
    await expect(exit.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      header?.getBoundingClientRect().top ?? 0,
    );
    await expectTabOrder([
      'Skip to content',
      'Exit Impersonation',
      'Colla',
      'Dashboard',
      'Deals',
      'Proposals',
      'Media',
    ]);
    exit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.exitImpersonation).toHaveBeenCalledOnce();
    await userEvent.click(exit);
    await expect(args.exitImpersonation).toHaveBeenCalledTimes(2);
  },
};

/** While the exit call runs, the button keeps focus, shows a spinner and ignores presses. */
export const BrandExitingImpersonation: Story = {
  args: { exitImpersonation: fn(), exitingImpersonation: true },
  play: async ({ args, canvas }) => {
    const exit = canvas.getByRole('button', { name: 'Exit Impersonation' });
    await expect(exit).toHaveAttribute('aria-busy', 'true');
    exit.focus();
    await expect(exit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.exitImpersonation).not.toHaveBeenCalled();
  },
};

/** On a phone the banner says the name too, and its button is a full-size target. */
export const BrandImpersonatedPhone: Story = {
  args: { exitImpersonation: fn() },
  globals: viewport('phone'),
  play: async ({ args, canvas, canvasElement }) => {
    await expectWidth(canvasElement, 'phone', 'top-nav-items');
    await expect(slot(canvasElement, 'impersonation-banner')).toHaveTextContent(
      'You are acting as Laia Puig',
    );
    const exit = canvas.getByRole('button', { name: 'Exit Impersonation' });
    const box = exit.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(exit);
    await expect(args.exitImpersonation).toHaveBeenCalledOnce();
  },
};

/** In Catalan on a phone: whose account, and the way back to the admin's own. */
export const BrandImpersonatedPhoneCatalan: Story = {
  args: { exitImpersonation: fn() },
  globals: { ...viewport('phone'), locale: 'ca' },
  play: async ({ args, canvas, canvasElement }) => {
    await expectWidth(canvasElement, 'phone', 'top-nav-items');
    await expect(slot(canvasElement, 'impersonation-banner')).toHaveTextContent(
      'Estàs actuant com a Laia Puig',
    );
    const exit = canvas.getByRole('button', { name: 'Torna al teu compte' });
    await expect(exit.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.queryByRole('button', { name: 'Exit Impersonation' })).toBeNull();
    await userEvent.click(exit);
    await expect(args.exitImpersonation).toHaveBeenCalledOnce();
  },
};

// ---------------------------------------------------------------------------------------------
// Creator: six items in the side list; Home, Deals, Calendar, Chat on phones; the dot.

const creator = {
  ...area('/app/creator/dashboard', 'side', martaUser, 'Browse proposals'),
  mobileItems: creatorMobileItems,
};

export const Creator: Story = {
  args: { ...creator, items: creatorItems(true), shortcuts: creatorShortcuts(true) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expectWidth(canvasElement, 'desktop', 'side-nav');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-slot', 'side-nav');
    const labels = [
      'Dashboard',
      'Deals',
      'Calendar',
      'Messages',
      `Notifications (${UNREAD})`,
      'Settings',
    ];
    await expect(labelsOf(nav)).toEqual(labels);
    // The dot is seen, and heard as part of the link's name.
    const notifications = within(nav).getByRole('link', {
      name: `Notifications (${UNREAD})`,
    });
    await expect(notifications.querySelector('[data-slot="nav-dot"]')).toBeVisible();

    await expectKeyboard(
      context,
      ['Skip to content', 'Colla', 'Account menu, Marta Soler', ...labels, 'Browse proposals'],
      marta,
    );
  },
};

/** Nothing unread: the Notifications link (in the `navName` navigation) shows, without a dot. */
const noUnreadPlay =
  (name: ViewportName, navName: 'Main' | 'Shortcuts'): Story['play'] =>
  async ({ canvas, canvasElement }) => {
    await expectWidth(canvasElement, name, 'side-nav');
    const nav = canvas.getByRole('navigation', { name: navName });
    await expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="nav-dot"]')).toBeNull();
  };

export const CreatorNoUnread: Story = {
  args: { ...creator, items: creatorItems(false), shortcuts: creatorShortcuts(false) },
  play: noUnreadPlay('desktop', 'Main'),
};

export const CreatorPhone: Story = {
  args: Creator.args,
  globals: viewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expectWidth(canvasElement, 'phone', 'side-nav');
    await expectBottomBar(canvas, canvasElement, CREATOR_PHONE_NAV);
    // The bell in the top bar carries the dot on phones.
    const shortcuts = canvas.getByRole('navigation', { name: 'Shortcuts' });
    const bell = within(shortcuts).getByRole('link', { name: `Notifications (${UNREAD})` });
    await expect(bell.querySelector('[data-slot="nav-dot"]')).toBeVisible();
    await expect(bell.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await expectKeyboard(
      context,
      [
        'Skip to content',
        'Colla',
        `Notifications (${UNREAD})`,
        'Account menu, Marta Soler',
        'Browse proposals',
        ...CREATOR_PHONE_NAV,
      ],
      marta,
    );
  },
};

export const CreatorPhoneNoUnread: Story = {
  args: CreatorNoUnread.args,
  globals: viewport('phone'),
  play: noUnreadPlay('phone', 'Shortcuts'),
};

/**
 * The portal provides react-router's `NavLink` once, with `LinkProvider`: it sets `aria-current`
 * itself, and the links navigate without a page load (here in Storybook's memory router).
 */
export const CreatorWithRouterLinks: Story = {
  args: {
    ...Creator.args,
    items: creatorItems(true).map((item) => ({ ...item, current: undefined })),
  },
  decorators: [
    (Story) => (
      <LinkProvider
        renderLink={(item, className, children) => (
          <NavLink to={item.href} className={className}>
            {children}
          </NavLink>
        )}
      >
        <Story />
      </LinkProvider>
    ),
  ],
  parameters: { route: { url: '/app/creator/dashboard' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    const deals = within(nav).getByRole('link', { name: 'Deals' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await userEvent.click(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-current', 'page'));
    await expect(dashboard).not.toHaveAttribute('aria-current');
    // By keyboard too.
    const calendar = within(nav).getByRole('link', { name: 'Calendar' });
    calendar.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calendar).toHaveAttribute('aria-current', 'page'));
  },
};

// ---------------------------------------------------------------------------------------------
// Admin: eight items and Sign out in the side list; initials of first and last name.

const admin = {
  ...area('/app/admin/dashboard', 'side', claraUser, 'Create proposal'),
  items: adminItems,
  logoutLabel: 'Sign out',
  logoutInNav: true,
};

export const Admin: Story = {
  args: admin,
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    await expectWidth(canvasElement, 'desktop', 'side-nav');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const labels = [
      'Dashboard',
      'Users',
      'Brands',
      'Proposals',
      'Settings',
      'Categories',
      'Activity Logs',
      'Scheduled Notifications',
    ];
    await expect(labelsOf(nav)).toEqual(labels);
    const signOut = within(nav).getByRole('button', { name: 'Sign out' });
    // The avatar shows the initials of the first and last name: Clara Roig is CR.
    await expectKeyboard(
      context,
      [
        'Skip to content',
        'Colla',
        'Account menu, Clara Roig',
        ...labels,
        'Sign out',
        'Create proposal',
      ],
      clara,
    );
    await userEvent.click(signOut);
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

/** On phones the first four items fit in the bar; "More" opens a menu with the rest. */
export const AdminPhone: Story = {
  args: admin,
  globals: viewport('phone'),
  play: async ({ args, canvas, canvasElement }) => {
    await expectWidth(canvasElement, 'phone', 'side-nav');
    const body = bodyOf(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(labelsOf(nav)).toEqual(['Dashboard', 'Users', 'Brands', 'Proposals', 'More']);
    await expectTouchTargets(canvasElement);

    const more = within(nav).getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const links = within(menu).getAllByRole('menuitem');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Settings',
      'Categories',
      'Activity Logs',
      'Scheduled Notifications',
    ]);
    await expect(links[3]).toHaveAttribute('href', '/app/admin/scheduled-notifications');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await expectEscapeCloses(body, 'menu', more);

    await expectUserMenu(canvasElement, { ...clara, onLogout: args.onLogout });
  },
};

/** The current page is under "More": the More entry shows as current. */
export const AdminPhoneCurrentUnderMore: Story = {
  args: {
    ...admin,
    items: adminItems.map((item) => ({ ...item, current: item.label === 'Activity Logs' })),
  },
  globals: viewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expectWidth(canvasElement, 'phone', 'side-nav');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('data-current');
    await userEvent.click(more);
    const current = await bodyOf(canvasElement).findByRole('menuitem', { name: 'Activity Logs' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expectEscapeCloses(bodyOf(canvasElement), 'menu', more);
  },
};

// ---------------------------------------------------------------------------------------------
// The pieces on their own.

/** The top bar alone, by mouse: the avatar opens the menu; Settings calls back. */
export const TopNavByMouse: Story = {
  render: (args) => (
    <TopNav
      logoHref="/app/brand/dashboard"
      items={brandItems}
      user={args.user}
      onSettings={args.onSettings}
      onLogout={args.onLogout}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu, Laia Puig' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('laia@cafegodot.cat')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await expectClosed(body, 'menu');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** The side list alone: the current item is marked for everyone, not by colour alone. */
export const SideNavAlone: Story = {
  render: () => (
    <SideNav
      items={creatorItems(true)}
      className="min-h-dvh w-64 border-r border-line bg-surface"
    />
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const current = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/app/creator/dashboard');
    await expect(getComputedStyle(current).fontWeight).toBe('600');
    const deals = within(nav).getByRole('link', { name: 'Deals' });
    await expect(getComputedStyle(deals).fontWeight).toBe('500');
    // Icons are decorative.
    for (const icon of nav.querySelectorAll('svg')) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The bottom bar alone at 375 px: fixed to the bottom edge, 44 px targets, icons over labels. */
export const MobileBottomBarAlone: Story = {
  globals: viewport('phone'),
  render: () => <MobileBottomBar items={creatorMobileItems} />,
  play: async ({ canvas, canvasElement }) => {
    await expectViewport(canvasElement, 'phone');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(labelsOf(nav)).toEqual(CREATOR_PHONE_NAV);
    await expectTouchTargets(canvasElement);
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    const icon = home.querySelector('svg')?.getBoundingClientRect();
    const label = within(home).getByText('Home').getBoundingClientRect();
    await expect(icon?.bottom).toBeLessThanOrEqual(label.top);
    // Keyboard: the items in order.
    await expectTabOrder(CREATOR_PHONE_NAV);
  },
};
