import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';
import { ADMIN_MARTA, SIGNED_OUT_DEBUG_AUTH } from '../test-support/account-fixtures';
import { DebugAuthScreen } from './debug-auth-screen';
import { DebugAuthView } from './debug-auth-view';

const CREATOR_TOKEN = '42|Qx7Rb2Nc9Kd4Lf8Mg1Ph5Sj3Tk6Vm0Wn2Xp4Yr8Z';
const BRAND_TOKEN = '57|Lm3Nq8Rt2Vw6Xy1Za5Bc9De4Fg7Hj0Kp2Qs6Tu8W';

const creator = {
  id: 7,
  type: 'creator',
  first_name: 'Laia',
  last_name: 'Puig',
  name: 'Laia Puig',
  email: 'laia.puig@example.com',
  avatar_path: '/storage/avatars/7.webp',
};
const brandUser = {
  id: 12,
  type: 'brand',
  first_name: 'Jordi',
  last_name: 'Ferrer',
  name: 'Jordi Ferrer',
  email: 'jordi.ferrer@example.com',
  avatar_path: null,
};

const meta = {
  title: 'Features/Account access/Debug auth',
  component: DebugAuthView,
  args: { homeHref: '/home', ...SIGNED_OUT_DEBUG_AUTH },
} satisfies Meta<typeof DebugAuthView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The value shown for a stored key in a storage. */
function storedValue(canvas: Canvas, key: string, storage: string, index = 0): HTMLElement {
  const terms = canvas
    .getAllByText(key, { selector: 'code' })
    .map((code: HTMLElement) => code.closest('dt'))
    .filter((dt: HTMLElement | null): dt is HTMLElement => dt?.textContent === `${key}${storage}`);
  const term = terms[index];
  if (!term?.nextElementSibling) throw new Error(`No stored value shown for ${key} in ${storage}`);
  return term.nextElementSibling as HTMLElement;
}

/** Nothing stored: signed out, and every value says so. */
export const SignedOut: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auth debug' })).toBeVisible();
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await expect(canvas.getAllByText('Not set')).toHaveLength(8);
    await expect(storedValue(canvas, 'auth_token', 'sessionStorage')).toHaveTextContent('Not set');
    await expect(canvas.queryByRole('button', { name: 'Clear stored session' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Colla home' })).toHaveAttribute(
      'href',
      args.homeHref,
    );
  },
};

/** A signed-in creator: the token masked to 8 characters in both storages, the user as JSON. */
export const SignedIn: Story = {
  args: {
    localToken: CREATOR_TOKEN,
    sessionToken: CREATOR_TOKEN,
    authUser: JSON.stringify(creator),
    userType: 'creator',
    onClear: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Signed in', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Laia Puig (laia.puig@example.com)')).toBeVisible();
    await expect(canvas.getByText('Creator')).toBeVisible();
    await expect(storedValue(canvas, 'auth_token', 'localStorage')).toHaveTextContent('42|Qx7Rb…');
    await expect(storedValue(canvas, 'auth_token', 'sessionStorage')).toHaveTextContent(
      '42|Qx7Rb…',
    );
    // Nothing past the eighth character is anywhere on the page.
    await expect(canvasElement.textContent).not.toContain(CREATOR_TOKEN.slice(8, 16));
    await expect(canvas.getByText('The same in localStorage and sessionStorage')).toBeVisible();

    const json = canvas.getByRole('generic', { name: 'auth_user JSON' });
    await expect(json.textContent).toBe(JSON.stringify(creator, null, 2));
    await expect(storedValue(canvas, 'user_type', 'localStorage')).toHaveTextContent('creator');
    await expect(storedValue(canvas, 'is_impersonating', 'localStorage')).toHaveTextContent(
      'Not set',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Clear stored session' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** An admin acting as a brand user: the brand's session, and the admin kept as original user. */
export const Impersonating: Story = {
  args: {
    localToken: BRAND_TOKEN,
    sessionToken: BRAND_TOKEN,
    authUser: JSON.stringify(brandUser),
    userType: 'brand',
    isImpersonating: 'true',
    originalUser: JSON.stringify(ADMIN_MARTA),
    onClear: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Impersonating', { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText('Original user: Marta Soler (marta.soler@example.com)'),
    ).toBeVisible();
    await expect(canvas.getByText('Brand')).toBeVisible();
    await expect(storedValue(canvas, 'is_impersonating', 'localStorage')).toHaveTextContent('true');
    await expect(canvas.getByRole('generic', { name: 'original_user JSON' }).textContent).toBe(
      JSON.stringify(ADMIN_MARTA, null, 2),
    );
    await expect(canvasElement.textContent).not.toContain(BRAND_TOKEN.slice(8, 16));
  },
};

/** Odd leftovers: a token only in sessionStorage, a user that is not JSON, an unknown type. */
export const OddValues: Story = {
  args: {
    sessionToken: CREATOR_TOKEN,
    authUser: '{"id":7,"name":"Laia Puig"',
    userType: 'superuser',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed in', { selector: 'span' })).toBeVisible();
    await expect(storedValue(canvas, 'auth_token', 'localStorage')).toHaveTextContent('Not set');
    await expect(storedValue(canvas, 'auth_token', 'sessionStorage')).toHaveTextContent(
      '42|Qx7Rb…',
    );
    await expect(canvas.getByText(/Not valid JSON/)).toBeVisible();
    await expect(storedValue(canvas, 'user_type', 'localStorage')).toHaveTextContent('superuser');
  },
};

export const ImpersonatingOnPhone: Story = {
  ...Impersonating,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Web Storage kept in memory, so this story never touches the browser's real storage. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.values.set(key, value);
  }
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** The connected screen reads real storage; "Clear stored session" empties it and shows it. */
export const ScreenClearsStoredSession: StoryObj<typeof DebugAuthScreen> = {
  render: (args) => <DebugAuthScreen {...args} />,
  args: {
    homeHref: '/home',
    onCleared: fn(),
    local: new MemoryStorage({
      auth_token: CREATOR_TOKEN,
      auth_user: JSON.stringify(creator),
      user_type: 'creator',
    }),
    session: new MemoryStorage({ auth_token: CREATOR_TOKEN }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Signed in', { selector: 'span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear stored session' }));
    await expect(await canvas.findByText('Signed out')).toBeVisible();
    await expect(args.local?.length).toBe(0);
    await expect(args.session?.length).toBe(0);
    await expect(args.onCleared).toHaveBeenCalledTimes(1);
  },
};

/** In Catalan: the state and the stored values, from the catalog (the keys stay as stored). */
export const SignedInInCatalan: Story = {
  args: SignedIn.args,
  globals: { locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Depuració de l’accés' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sessió iniciada', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Creador')).toBeVisible();
    await expect(canvas.getByText('Iguals a localStorage i sessionStorage')).toBeVisible();
    await expect(storedValue(canvas, 'is_impersonating', 'localStorage')).toHaveTextContent(
      'Sense valor',
    );
    await expect(canvas.getByRole('button', { name: 'Esborra la sessió desada' })).toBeVisible();
  },
};
