import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { cleanText } from '../domain/text';
import { forbidden, validationFailed, type FieldErrors, type ServerMessage } from '../http/errors';
import type { AuthContext, UserRow } from './context';
import { publishLiveEvent } from '../domain/live-events';

/** Laravel's messages, which the client shows under the field. */
export const MESSAGES = {
  credentials: /*i18n*/ { id: 'These credentials do not match our records.' },
  emailTaken: /*i18n*/ { id: 'The email has already been taken.' },
  confirmation: /*i18n*/ { id: 'The password field confirmation does not match.' },
  currentPassword: /*i18n*/ { id: 'The password is incorrect.' },
  resetInvalid: /*i18n*/ { id: 'This password reset token is invalid.' },
  impersonating: /*i18n*/ { id: 'This action is not available while impersonating a user.' },
} as const satisfies Record<string, ServerMessage>;

/** The user with this email, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

/** Whether another account already uses this email (case-insensitively). */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email.trim()})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: ServerMessage): void {
  (errors[field] ??= []).push(message);
}

/**
 * A required single-line text (a name, a title) as stored: `cleanText` (no controls, no bidi
 * overrides or other invisible format characters, one line, trimmed). Empty once cleaned is a
 * field error ("The first name field is required.").
 */
export function cleanName(errors: FieldErrors, field: string, value: string): string {
  const cleaned = cleanText(value, 'line');
  if (cleaned === '') {
    const attribute = field.replaceAll('_', ' ');
    addError(
      errors,
      field,
      /*i18n*/ { id: 'The {attribute} field is required.', values: { attribute } },
    );
  }
  return cleaned;
}

/**
 * Revokes every live token of a user, except `keepTokenId` when given. Their open chat streams
 * end, on every process, once this commits.
 */
export async function revokeTokens(
  db: Db,
  userId: number,
  now: Date,
  keepTokenId?: number,
): Promise<void> {
  await publishLiveEvent(db, { type: 'sessions-ended', userId });
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(apiTokens.id, keepTokenId),
      ),
    );
}

/** Account settings and devices belong to the user: an impersonating admin may not change them. */
export function requireNotImpersonating(auth: AuthContext): AuthContext {
  if (auth.impersonator) throw forbidden(MESSAGES.impersonating);
  return auth;
}

/** An activity-log actor for a user who acts without a bearer token (sign-up, reset). */
export function actorOf(user: UserRow): AuthContext {
  return { user, tokenId: 0, impersonator: null };
}

/**
 * PostgreSQL text cannot hold NUL characters: a request that carries one is a 422 for that
 * field (instead of a database error).
 */
export function rejectNulCharacters(input: unknown, field = ''): void {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) {
      const name = field || 'request';
      const attribute = name.replaceAll('_', ' ');
      throw validationFailed({
        [name]: [
          /*i18n*/ {
            id: 'The {attribute} field contains an invalid character.',
            values: { attribute },
          },
        ],
      });
    }
    return;
  }
  if (Array.isArray(input)) {
    input.forEach((item, index) =>
      rejectNulCharacters(item, field ? `${field}.${index}` : `${index}`),
    );
    return;
  }
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      rejectNulCharacters(value, field ? `${field}.${key}` : key);
    }
  }
}
