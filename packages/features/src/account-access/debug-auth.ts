import { AUTH_KEYS } from '@colla/api-client';

/** How many characters of the token /debug-auth shows (the debug page, docs/decisions.md). */
export const TOKEN_VISIBLE_CHARACTERS = 8;

/** A token as /debug-auth shows it: its first 8 characters and an ellipsis, never the rest. */
export function maskToken(token: string): string {
  return `${token.slice(0, TOKEN_VISIBLE_CHARACTERS)}…`;
}

/** The raw stored auth values (where the session lives), exactly as Web Storage holds them. */
export interface DebugAuthValues {
  /** `auth_token` in localStorage. */
  localToken: string | null;
  /** `auth_token` in sessionStorage. */
  sessionToken: string | null;
  /** `auth_user` in localStorage (JSON text). */
  authUser: string | null;
  /** `user_type` in localStorage. */
  userType: string | null;
  /** `is_impersonating` in localStorage (`"true"` while impersonating). */
  isImpersonating: string | null;
  /** `original_user` in localStorage (JSON text of the admin being impersonated from). */
  originalUser: string | null;
}

type Readable = Pick<Storage, 'getItem'>;

/** Reads the stored auth values, for `DebugAuthView`. */
export function readDebugAuthValues(local: Readable, session: Readable): DebugAuthValues {
  return {
    localToken: local.getItem(AUTH_KEYS.token),
    sessionToken: session.getItem(AUTH_KEYS.token),
    authUser: local.getItem(AUTH_KEYS.user),
    userType: local.getItem(AUTH_KEYS.type),
    isImpersonating: local.getItem(AUTH_KEYS.impersonating),
    originalUser: local.getItem(AUTH_KEYS.originalUser),
  };
}

/** Stored JSON, pretty-printed; text that is not JSON comes back as it is, flagged. */
export function prettyJson(raw: string): { valid: boolean; text: string } {
  try {
    return { valid: true, text: JSON.stringify(JSON.parse(raw), null, 2) };
  } catch {
    return { valid: false, text: raw };
  }
}

/** The name and email in a stored user's JSON, when it has them. */
export function storedUserName(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (typeof user !== 'object' || user === null) return null;
    const { name, email } = user as { name?: unknown; email?: unknown };
    if (typeof name === 'string' && name) {
      return typeof email === 'string' && email ? `${name} (${email})` : name;
    }
    return typeof email === 'string' && email ? email : null;
  } catch {
    return null;
  }
}

/** What the stored values mean, as the app's auth storage reads them. */
export interface DebugAuthState {
  /** A token is stored (localStorage first, then sessionStorage, like the client). */
  signedIn: boolean;
  /** `brand`, `creator` or `admin`; null when missing or unknown. */
  userType: 'brand' | 'creator' | 'admin' | null;
  impersonating: boolean;
  /** Whether the two token copies agree; null when either is missing. */
  tokensMatch: boolean | null;
}

export function describeDebugAuth(values: DebugAuthValues): DebugAuthState {
  const token = values.localToken ?? values.sessionToken;
  const type = values.userType;
  return {
    signedIn: token !== null && token !== '',
    userType: type === 'brand' || type === 'creator' || type === 'admin' ? type : null,
    impersonating: values.isImpersonating === 'true',
    tokensMatch:
      values.localToken === null || values.sessionToken === null
        ? null
        : values.localToken === values.sessionToken,
  };
}
