import { createAuthStorage, type User } from '@colla/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, guardRedirect, type SessionState } from './session-store';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const user = (type: User['type'], id = 1): User =>
  ({ id, type, first_name: 'Marta', last_name: 'Puig', email: `${type}@colla.test` }) as User;

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const auth = createAuthStorage(local, session);
  return { local, session, auth, store: createSessionStore(auth, null) };
}

describe('createSessionStore', () => {
  it('restores a session from storage at start', () => {
    const { auth } = setup();
    auth.setSession({ token: 'tok-123', user: user('creator') });
    const store = createSessionStore(auth, null);
    expect(store.getSnapshot()).toMatchObject({ token: 'tok-123', type: 'creator' });
  });

  it('signs in and out, telling subscribers, keeping one snapshot while nothing changes', () => {
    const { store, local, session } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn({ token: 'tok-1', user: user('brand') });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(local.getItem('auth_token')).toBe('tok-1');
    expect(session.getItem('auth_token')).toBe('tok-1');
    const snapshot = store.getSnapshot();
    store.refresh();
    expect(store.getSnapshot()).toBe(snapshot);
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null, type: null });
    expect(local.length + session.length).toBe(0);
  });

  it('remembers a Logout in this tab until the next sign-in', () => {
    const { store, auth } = setup();
    store.signIn({ token: 'tok-1', user: user('brand') });
    store.signOut({ loggedOut: true });
    expect(store.getSnapshot().loggedOut).toBe(true);
    store.signIn({ token: 'tok-2', user: user('creator') });
    expect(store.getSnapshot().loggedOut).toBeUndefined();
    // An expired session is not a Logout: its deep link is kept.
    auth.clear();
    store.refresh();
    expect(store.getSnapshot().loggedOut).toBeUndefined();
  });

  it('picks up a sign-out done elsewhere (the client on a 401) on refresh', () => {
    const { store, auth } = setup();
    store.signIn({ token: 'tok-1', user: user('brand') });
    auth.clear();
    store.refresh();
    expect(store.getSnapshot().token).toBeNull();
  });

  it('impersonates and returns to the admin', () => {
    const { store } = setup();
    store.signIn({ token: 'admin-tok', user: user('admin', 1) });
    store.startImpersonation({ token: 'brand-tok', user: user('brand', 2) });
    expect(store.getSnapshot()).toMatchObject({
      token: 'brand-tok',
      type: 'brand',
      impersonating: true,
      originalUser: { id: 1, type: 'admin' },
    });
    store.updateUser({ ...user('brand', 2), first_name: 'Jordi' });
    expect(store.getSnapshot()).toMatchObject({
      impersonating: true,
      user: { first_name: 'Jordi' },
    });
    store.endImpersonation({ token: 'admin-tok-2', user: user('admin', 1) });
    expect(store.getSnapshot()).toMatchObject({
      token: 'admin-tok-2',
      type: 'admin',
      impersonating: false,
      originalUser: null,
    });
  });
});

describe('guardRedirect', () => {
  const signedIn = (type: User['type']): SessionState => ({
    token: 't',
    user: user(type),
    type,
    impersonating: false,
    originalUser: null,
  });
  const signedOut: SessionState = {
    token: null,
    user: null,
    type: null,
    impersonating: false,
    originalUser: null,
  };

  it('sends anyone without a token to /app-login, to come back where they were going', () => {
    expect(guardRedirect('/app/brand/dashboard', signedOut)).toBe(
      '/app-login?redirect=%2Fapp%2Fbrand%2Fdashboard',
    );
    expect(guardRedirect('/app/creator/deals?status=active#tasks', signedOut)).toBe(
      '/app-login?redirect=%2Fapp%2Fcreator%2Fdeals%3Fstatus%3Dactive%23tasks',
    );
    expect(guardRedirect('/app', signedOut)).toBe('/app-login');
    expect(guardRedirect('/app/', signedOut)).toBe('/app-login');
  });

  it('after Logout, sends to plain sign-in (the next person starts afresh)', () => {
    expect(guardRedirect('/app/brand/deals', { ...signedOut, loggedOut: true })).toBe('/app-login');
  });

  it("lets a user into their own area and sends them home from another type's", () => {
    expect(guardRedirect('/app/brand/proposals', signedIn('brand'))).toBeNull();
    expect(guardRedirect('/app/creator/deals', signedIn('brand'))).toBe('/app/brand/dashboard');
    expect(guardRedirect('/app/admin/users', signedIn('creator'))).toBe('/app/creator/dashboard');
    expect(guardRedirect('/app/brandnew', signedIn('brand'))).toBe('/app/brand/dashboard');
    expect(guardRedirect('/app', signedIn('admin'))).toBe('/app/admin/dashboard');
  });
});
