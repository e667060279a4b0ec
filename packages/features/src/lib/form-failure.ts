import { isApiError, RequestTimeoutError } from '@colla/api-client';
import { formatWait } from '@colla/ui/lib/format';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/**
 * The first message of each field that has one (form errors), keyed by the form's own field names.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * What a failed submit leaves to show: a message under each field the server named, and one
 * message for the whole form (shown in an alert), null when the fields say it all. Each failure
 * is a new object, so a view can move focus again on every failed submit.
 */
export interface FormFailure<F extends string = string> {
  fields: FieldErrors<F>;
  message: string | null;
}

/** Maps a key of the server's `errors` (e.g. `category_ids.0`) to a field of the form, if any. */
export type FieldOf<F extends string> = (key: string) => F | undefined;

/*
 * The messages below are catalog descriptors: show them with `i18n._(…)` (the functions of this
 * file already return text in the active language).
 */
export const SERVER_ERROR_MESSAGE = msg`Something went wrong on our side. Please try again in a moment.`;
export const NETWORK_ERROR_MESSAGE = msg`We couldn’t reach Colla. Check your connection and try again.`;
/** What a 429 says when the server did not say how long to wait (no readable `Retry-After`). */
export const TOO_MANY_ATTEMPTS_MESSAGE = msg`Too many attempts. Please wait a minute and try again.`;

/**
 * What a 429 says: how long to wait from its `Retry-After` ("Too many attempts. Try again in 2
 * minutes."), else the general `TOO_MANY_ATTEMPTS_MESSAGE`. Every screen that can be rate-limited
 * (sign-in, registration, password reset, invitations) shows this.
 */
export function tooManyAttemptsMessage(error: unknown): string {
  const seconds = isApiError(error) ? error.retryAfterSeconds : null;
  if (seconds === null || seconds <= 0) return i18n._(TOO_MANY_ATTEMPTS_MESSAGE);
  const wait = formatWait(seconds);
  return t`Too many attempts. Try again in ${wait}.`;
}

/** A shared "no errors" value, so an unchanged form never looks like a new failure. */
export const NO_ERRORS: FieldErrors<never> = Object.freeze({});

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** The sentence a person sees for a failed call (or load) that no field can explain. */
export function failureMessage(error: unknown): string {
  if (error instanceof RequestTimeoutError) return error.message;
  if (!isApiError(error)) return i18n._(NETWORK_ERROR_MESSAGE);
  if (error.status === 429) return tooManyAttemptsMessage(error);
  const serverError = i18n._(SERVER_ERROR_MESSAGE);
  // 507: the server is out of room for the file; its message says so and what to do.
  if (error.status === 507) return error.body?.message || serverError;
  if (error.status >= 500) return serverError;
  return error.body?.message || serverError;
}

const fieldOfList =
  <F extends string>(fields: readonly F[]): FieldOf<F> =>
  (key) =>
    fields.find((field) => field === key);

/**
 * The errors of a 422 answer (Laravel: `errors: { field: [messages] }`), placed under the form's
 * fields: the FIRST message of each (form errors), the first key wins when several map to one
 * field. `unplaced` says whether some message belongs to no field of the form. Anything but a 422
 * has no field errors.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  formFields: readonly F[] | FieldOf<F>,
): { fields: FieldErrors<F>; unplaced: boolean } {
  const fieldOf = typeof formFields === 'function' ? formFields : fieldOfList(formFields);
  const fields: FieldErrors<F> = {};
  let unplaced = false;
  if (!isApiError(error, 422)) return { fields, unplaced };
  for (const [key, messages] of Object.entries(error.body?.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = fieldOf(key);
    if (field === undefined) unplaced = true;
    else fields[field] ??= message;
  }
  return { fields, unplaced };
}

export interface FormFailureOptions {
  /**
   * What to do with messages for keys that match no field of the form when other fields have
   * one: `'alert'` (the default) also shows the form-level message, `'drop'` shows only the
   * fields. With no field message at all the form-level message is always shown.
   */
  unplaced?: 'alert' | 'drop';
}

/**
 * Turns a failed call into what a form shows: the first message of each of the form's fields
 * under it and, when nothing could be placed under a field (429, 500, a time-out, a lost
 * connection, or by default an error for a field the form does not show), one message above the
 * form (see `failureMessage`).
 */
export function toFormFailure<F extends string>(
  error: unknown,
  formFields: readonly F[] | FieldOf<F>,
  { unplaced: onUnplaced = 'alert' }: FormFailureOptions = {},
): FormFailure<F> {
  const { fields, unplaced } = fieldErrorsOf(error, formFields);
  const explained = hasErrors(fields) && !(unplaced && onUnplaced === 'alert');
  return { fields, message: explained ? null : failureMessage(error) };
}
