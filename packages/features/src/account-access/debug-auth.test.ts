import { AUTH_KEYS } from '@colla/api-client';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_DEBUG_AUTH } from '../test-support/account-fixtures';
import {
  describeDebugAuth,
  maskToken,
  prettyJson,
  readDebugAuthValues,
  storedUserName,
} from './debug-auth';

describe('maskToken', () => {
  it('keeps the first 8 characters and adds an ellipsis', () => {
    expect(maskToken('57|Lm3Nq8Rt2Vw6Xy1Za5Bc9De4Fg7Hj0Kp2Qs6Tu8W')).toBe('57|Lm3Nq…');
  });

  it('never shows anything past the eighth character', () => {
    const masked = maskToken('abcdefgh-SECRET-PART');
    expect(masked).toBe('abcdefgh…');
    expect(masked).not.toContain('SECRET');
  });

  it('shows a short token with the ellipsis too', () => {
    expect(maskToken('abc')).toBe('abc…');
    expect(maskToken('')).toBe('…');
  });
});

describe('prettyJson', () => {
  it('indents stored JSON by two spaces', () => {
    expect(prettyJson('{"id":14,"type":"brand"}')).toEqual({
      valid: true,
      text: '{\n  "id": 14,\n  "type": "brand"\n}',
    });
  });

  it('returns text that is not JSON as it is', () => {
    expect(prettyJson('{not json')).toEqual({ valid: false, text: '{not json' });
  });
});

describe('storedUserName', () => {
  it('reads the name and email of a stored user', () => {
    expect(storedUserName('{"name":"Laia Puig","email":"laia.puig@example.com"}')).toBe(
      'Laia Puig (laia.puig@example.com)',
    );
    expect(storedUserName('{"email":"laia.puig@example.com"}')).toBe('laia.puig@example.com');
  });

  it('gives null for nothing, broken JSON and other shapes', () => {
    expect(storedUserName(null)).toBeNull();
    expect(storedUserName('{oops')).toBeNull();
    expect(storedUserName('"Laia"')).toBeNull();
    expect(storedUserName('null')).toBeNull();
  });
});

const empty = SIGNED_OUT_DEBUG_AUTH;

describe('describeDebugAuth', () => {
  it('is signed out with nothing stored', () => {
    expect(describeDebugAuth(empty)).toEqual({
      signedIn: false,
      userType: null,
      impersonating: false,
      tokensMatch: null,
    });
  });

  it('is signed in with a token in either storage', () => {
    expect(describeDebugAuth({ ...empty, sessionToken: 'tok' }).signedIn).toBe(true);
    expect(describeDebugAuth({ ...empty, localToken: 'tok' }).signedIn).toBe(true);
    expect(describeDebugAuth({ ...empty, localToken: '' }).signedIn).toBe(false);
  });

  it('reads the type, the impersonation flag and whether the token copies agree', () => {
    const state = describeDebugAuth({
      ...empty,
      localToken: 'a',
      sessionToken: 'b',
      userType: 'creator',
      isImpersonating: 'true',
    });
    expect(state).toMatchObject({ userType: 'creator', impersonating: true, tokensMatch: false });
    expect(describeDebugAuth({ ...empty, userType: 'superuser' }).userType).toBeNull();
  });
});

describe('readDebugAuthValues', () => {
  it('reads every key from the right storage', () => {
    const local = new Map<string, string>([
      [AUTH_KEYS.token, 'local-token'],
      [AUTH_KEYS.user, '{"id":1}'],
      [AUTH_KEYS.type, 'admin'],
      [AUTH_KEYS.impersonating, 'true'],
      [AUTH_KEYS.originalUser, '{"id":2}'],
    ]);
    const session = new Map<string, string>([[AUTH_KEYS.token, 'session-token']]);
    const read = (map: Map<string, string>) => ({ getItem: (key: string) => map.get(key) ?? null });
    expect(readDebugAuthValues(read(local), read(session))).toEqual({
      localToken: 'local-token',
      sessionToken: 'session-token',
      authUser: '{"id":1}',
      userType: 'admin',
      isImpersonating: 'true',
      originalUser: '{"id":2}',
    });
  });
});
