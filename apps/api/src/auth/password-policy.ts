import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldErrors, ServerMessage } from '../http/errors';
import { MESSAGES, addError } from './accounts';

/**
 * What a new password must not be (OWASP ASVS 6.2.4, 6.2.11), beyond openapi.yaml's 8 to
 * 128 characters: a common password, a repeated character, a short repeated pattern or a simple
 * sequence, or a password containing the person's email local part or name. Registration,
 * password reset, invitation acceptance and password change all ask `passwordProblem()`, and a
 * problem is a 422 on the `password` field with the message it returns.
 */

export const PASSWORD_MESSAGES = {
  common: /*i18n*/ { id: 'This password is too common: choose one that is harder to guess.' },
  pattern: /*i18n*/ {
    id: 'This password is a repeated character, a repeated pattern or a simple sequence: choose one that is harder to guess.',
  },
  personal: /*i18n*/ { id: 'Your password must not contain your email address or name.' },
} as const satisfies Record<string, ServerMessage>;

/** The person the password is for: its email and name (context words). */
export interface PasswordContext {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/** Context words shorter than this are too common inside other words to refuse. */
const MIN_CONTEXT_WORD = 3;
/** A pattern of up to this many characters, repeated, is refused whatever it is. */
const SHORT_PATTERN = 4;
/** Steps (between neighbouring characters' code points) that make a simple sequence. */
const MAX_SEQUENCE_STEP = 2;

let common: Set<string> | undefined;

/** The ~49,000 most common passwords (zxcvbn-ts's list), lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** Lower-cased, without accents, so "Núria" and "nuria" compare alike. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Each character one step (1 or 2, up or down) from the last: 12345678, abcdefgh, 97531. */
export function isSimpleSequence(text: string): boolean {
  const points = Array.from(fold(text), (char) => char.codePointAt(0) ?? 0);
  if (points.length < 3) return false;
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  if (step === 0 || Math.abs(step) > MAX_SEQUENCE_STEP) return false;
  return points.every((point, i) => i === 0 || point - (points[i - 1] ?? 0) === step);
}

/** The shortest piece that, repeated (the last time perhaps in part), makes `text`; null when none. */
export function repeatedUnit(text: string): string | null {
  const chars = Array.from(fold(text));
  for (let size = 1; size * 2 <= chars.length; size++) {
    if (chars.every((char, i) => char === chars[i % size])) return chars.slice(0, size).join('');
  }
  return null;
}

/** A repeated character or short pattern, a repeated common word or sequence, or a sequence. */
export function isRepeatedOrSequence(password: string): boolean {
  if (isSimpleSequence(password)) return true;
  const unit = repeatedUnit(password);
  if (unit === null) return false;
  return (
    Array.from(unit).length <= SHORT_PATTERN || isCommonPassword(unit) || isSimpleSequence(unit)
  );
}

/**
 * The words of the person's context a password may not contain: the email's local part and
 * its pieces (split at `.`, `_`, `-`, `+`), the first and last name and their pieces, each of
 * at least 3 characters, folded (lower case, no accents).
 */
export function contextWords({ email, firstName, lastName }: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined, separators: RegExp) => {
    const whole = fold(value?.trim() ?? '');
    for (const word of [whole, ...whole.split(separators)]) {
      if (Array.from(word).length >= MIN_CONTEXT_WORD) words.add(word);
    }
  };
  const at = email?.lastIndexOf('@') ?? -1;
  add(at > 0 ? email?.slice(0, at) : email, /[._+-]+/);
  add(firstName, /[\s'’.-]+/u);
  add(lastName, /[\s'’.-]+/u);
  return [...words];
}

/** Why `password` is refused (a message for the `password` field), or null when it is fine. */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): ServerMessage | null {
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  if (isRepeatedOrSequence(password)) return PASSWORD_MESSAGES.pattern;
  const folded = fold(password);
  if (contextWords(context).some((word) => folded.includes(word))) {
    return PASSWORD_MESSAGES.personal;
  }
  return null;
}

/**
 * The new password's field errors: the confirmation, then the password policy (common,
 * repeated or sequential passwords, or ones containing the person's email or name).
 */
export function checkNewPassword(
  errors: FieldErrors,
  body: { password: string; password_confirmation: string },
  person: PasswordContext,
): void {
  if (body.password !== body.password_confirmation) {
    addError(errors, 'password', MESSAGES.confirmation);
  }
  const problem = passwordProblem(body.password, person);
  if (problem) addError(errors, 'password', problem);
}
