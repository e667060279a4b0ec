import type { components } from './schema';

export type User = components['schemas']['User'];
export type UserType = User['type'];

/**
 * Storage keys. The token lives in both local and session storage (where the session lives); the
 * rest in local.
 */
export const AUTH_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  type: 'user_type',
  impersonating: 'is_impersonating',
  originalUser: 'original_user',
} as const;

export interface AuthSession {
  token: string;
  user: User;
}

export interface AuthStorage {
  getToken(): string | null;
  getUser(): User | null;
  getType(): UserType | null;
  isImpersonating(): boolean;
  getOriginalUser(): User | null;
  /** Signs in: stores the token and the user. */
  setSession(session: AuthSession): void;
  /** Starts impersonation: the current (admin) user is kept as the original user. */
  startImpersonation(session: AuthSession, originalUser: User): void;
  /** Ends impersonation: restores the admin's session and forgets the original user. */
  endImpersonation(session: AuthSession): void;
  /** Signs out: removes every stored auth value. */
  clear(): void;
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Auth state kept in Web Storage (where the session lives): the token in local and session storage;
 * user, type, impersonation flag and original user in local storage.
 */
export function createAuthStorage(
  local: Storage = globalThis.localStorage,
  session: Storage = globalThis.sessionStorage,
): AuthStorage {
  const writeSession = ({ token, user }: AuthSession) => {
    local.setItem(AUTH_KEYS.token, token);
    session.setItem(AUTH_KEYS.token, token);
    local.setItem(AUTH_KEYS.user, JSON.stringify(user));
    local.setItem(AUTH_KEYS.type, user.type);
  };

  return {
    getToken: () => local.getItem(AUTH_KEYS.token) ?? session.getItem(AUTH_KEYS.token),
    getUser: () => readJson<User>(local, AUTH_KEYS.user),
    getType: () => {
      const type = local.getItem(AUTH_KEYS.type);
      return type === 'brand' || type === 'creator' || type === 'admin' ? type : null;
    },
    isImpersonating: () => local.getItem(AUTH_KEYS.impersonating) === 'true',
    getOriginalUser: () => readJson<User>(local, AUTH_KEYS.originalUser),
    setSession: writeSession,
    startImpersonation: (next, originalUser) => {
      writeSession(next);
      local.setItem(AUTH_KEYS.impersonating, 'true');
      local.setItem(AUTH_KEYS.originalUser, JSON.stringify(originalUser));
    },
    endImpersonation: (admin) => {
      writeSession(admin);
      local.removeItem(AUTH_KEYS.impersonating);
      local.removeItem(AUTH_KEYS.originalUser);
    },
    clear: () => {
      for (const key of Object.values(AUTH_KEYS)) local.removeItem(key);
      session.removeItem(AUTH_KEYS.token);
    },
  };
}
