import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_KEYS, createAuthStorage } from './auth-storage';
import { MemoryStorage, adminUser, brandUser } from './test-support';

describe('auth storage (spec §9)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  let auth: ReturnType<typeof createAuthStorage>;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    auth = createAuthStorage(local, session);
  });

  it('keeps the token in local and session storage, and user and type in local storage', () => {
    auth.setSession({ token: 'tok-1', user: brandUser });
    expect(local.getItem(AUTH_KEYS.token)).toBe('tok-1');
    expect(session.getItem(AUTH_KEYS.token)).toBe('tok-1');
    expect(auth.getUser()).toEqual(brandUser);
    expect(auth.getType()).toBe('brand');
    expect(session.getItem(AUTH_KEYS.user)).toBeNull();
  });

  it('restores the token from session storage when local storage lost it', () => {
    session.setItem(AUTH_KEYS.token, 'tok-session');
    expect(auth.getToken()).toBe('tok-session');
  });

  it('keeps the original admin while impersonating and restores them on exit', () => {
    auth.setSession({ token: 'admin-tok', user: adminUser });
    auth.startImpersonation({ token: 'brand-tok', user: brandUser }, adminUser);
    expect(auth.isImpersonating()).toBe(true);
    expect(auth.getOriginalUser()).toEqual(adminUser);
    expect(auth.getToken()).toBe('brand-tok');
    expect(auth.getType()).toBe('brand');

    auth.endImpersonation({ token: 'admin-tok-2', user: adminUser });
    expect(auth.isImpersonating()).toBe(false);
    expect(auth.getOriginalUser()).toBeNull();
    expect(auth.getToken()).toBe('admin-tok-2');
    expect(auth.getType()).toBe('admin');
  });

  it('clears every stored value on sign-out', () => {
    auth.startImpersonation({ token: 'brand-tok', user: brandUser }, adminUser);
    auth.clear();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    expect(auth.getToken()).toBeNull();
    expect(auth.getUser()).toBeNull();
  });

  it('ignores a corrupted stored user and an unknown type', () => {
    local.setItem(AUTH_KEYS.user, '{not json');
    local.setItem(AUTH_KEYS.type, 'superuser');
    expect(auth.getUser()).toBeNull();
    expect(auth.getType()).toBeNull();
  });
});
