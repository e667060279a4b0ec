import type { AuthSession, AuthStorage, User, UserType } from '@colla/api-client';

/** What the portal knows of who is signed in, read from storage (where the session lives). */
export interface SessionState {
  token: string | null;
  user: User | null;
  type: UserType | null;
  impersonating: boolean;
  originalUser: User | null;
  /** Signed out with Logout in this tab (not by an expired or revoked session elsewhere). */
  loggedOut?: boolean;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Signed-out to signed-in (a login, an accepted invitation). */
  signIn(session: AuthSession): void;
  /** Signed-in to signed-out: every stored value removed; `loggedOut` for the person's Logout. */
  signOut(options?: { loggedOut?: boolean }): void;
  /** The signed-in user changed (e.g. their profile was saved). */
  updateUser(user: User): void;
  /** An admin starts acting as someone else; the admin is kept as the original user. */
  startImpersonation(session: AuthSession): void;
  /** Back to the admin's own session. */
  endImpersonation(session: AuthSession): void;
}

function read(auth: AuthStorage): SessionState {
  return {
    token: auth.getToken(),
    user: auth.getUser(),
    type: auth.getType(),
    impersonating: auth.isImpersonating(),
    originalUser: auth.getOriginalUser(),
  };
}

function same(a: SessionState, b: SessionState): boolean {
  return (
    a.token === b.token &&
    a.type === b.type &&
    a.impersonating === b.impersonating &&
    a.loggedOut === b.loggedOut &&
    JSON.stringify(a.user) === JSON.stringify(b.user) &&
    JSON.stringify(a.originalUser) === JSON.stringify(b.originalUser)
  );
}

/**
 * The session over auth storage, for React (`useSyncExternalStore`): restored from storage at
 * start, updated by the portal's own actions, by the client's sign-out on a 401 (`refresh`), and
 * by other tabs (the `storage` event).
 */
export function createSessionStore(
  auth: AuthStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = globalThis.window ??
    null,
): SessionStore & { refresh(): void } {
  /** Logout was pressed in this tab; forgotten at the next sign-in. */
  let loggedOut = false;
  const snapshot = (): SessionState => {
    const current = read(auth);
    return loggedOut && !current.token ? { ...current, loggedOut: true } : current;
  };
  let state = snapshot();
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = snapshot();
    if (same(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const onStorage = () => refresh();

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) target?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
    refresh,
    signIn(session) {
      loggedOut = false;
      auth.setSession(session);
      refresh();
    },
    signOut(options) {
      loggedOut = options?.loggedOut ?? false;
      auth.clear();
      refresh();
    },
    updateUser(user) {
      const token = auth.getToken();
      if (!token) return;
      if (auth.isImpersonating()) {
        const original = auth.getOriginalUser();
        if (original) auth.startImpersonation({ token, user }, original);
      } else {
        auth.setSession({ token, user });
      }
      refresh();
    },
    startImpersonation(session) {
      const admin = auth.getUser();
      if (!admin) return;
      auth.startImpersonation(session, admin);
      refresh();
    },
    endImpersonation(session) {
      auth.endImpersonation(session);
      refresh();
    },
  };
}

/** Each user type's home in the portal. */
export const DASHBOARD_PATH: Record<UserType, string> = {
  brand: '/app/brand/dashboard',
  creator: '/app/creator/dashboard',
  admin: '/app/admin/dashboard',
};

/**
 * The role guard (docs/decisions.md): where a visit to `pathname` under /app must go instead, or
 * `null` to stay.
 */
export function guardRedirect(location: string, session: SessionState): string | null {
  // After Logout, plain sign-in: the next person is not sent to where the last one was.
  if (!session.token || !session.type)
    return session.loggedOut ? '/app-login' : signInFor(location);
  const area = /^\/app\/(brand|creator|admin)(\/|$)/.exec(location)?.[1];
  if (area !== session.type) return DASHBOARD_PATH[session.type];
  return null;
}

/**
 * Sign-in for a signed-out visit to `location` (path, query and hash): after signing in, the
 * person lands there (`?redirect=`, followed only on this origin: routes/auth/sign-in.tsx).
 */
export function signInFor(location: string): string {
  if (/^\/app\/?$/.test(location)) return '/app-login';
  return `/app-login?${new URLSearchParams({ redirect: location }).toString()}`;
}
