import { isApiError } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  fieldErrorsOf,
  hasErrors,
  tooManyAttemptsMessage,
  type FieldErrors,
  type FormFailure,
} from '../lib/form-failure';

/*
 * The messages below are catalog descriptors: shown with `i18n._(…)` in the active language.
 */

/**
 * Form errors: what a failed sign-in says when the server gave neither an email error nor a
 * message.
 */
export const LOGIN_FALLBACK_ERROR = msg`An error occurred during login`;

/** Form errors: what a failed registration says when the server named no field. */
export const REGISTRATION_FALLBACK_ERROR = msg`An error occurred during registration. Please try again.`;

/** Who registers: shown on the sign-in form, with the email prefilled, after registering. */
export const REGISTRATION_SUCCESS_MESSAGE = msg`Account created successfully! You can now sign in.`;

/** Sign-in screen modes: the `/app-login` headline. */
export const APP_LOGIN_HEADLINE = msg`Work with the best brands in Barcelona`;

/** The registration form's fields, in the order they appear (and are focused when invalid). */
export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The first message of each registration field the server complained about. */
export type RegisterFieldErrors = FieldErrors<RegisterField>;

/** Messages under the fields, and the form-level one only when no field has a message. */
export type RegistrationErrors = FormFailure<RegisterField>;

/**
 * Form errors, login failure: the first `email` error, else the body's `message`, else
 * 'An error occurred during login' (also for a network failure or a body that is not ours).
 * Too many attempts (429) say how long to wait instead (`tooManyAttemptsMessage`).
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n._(LOGIN_FALLBACK_ERROR);
  if (error.status === 429) return tooManyAttemptsMessage(error);
  const emailError = error.fieldError('email');
  if (emailError) return emailError;
  const message = error.body?.message.trim();
  return message ? message : i18n._(LOGIN_FALLBACK_ERROR);
}

/**
 * Form errors, registration failure: the first message of each field, shown under that field; when
 * none of the form's fields has one, the general 'An error occurred during registration…' message.
 * Too many attempts (429) say how long to wait instead (`tooManyAttemptsMessage`).
 */
export function registrationErrors(error: unknown): RegistrationErrors {
  if (isApiError(error, 429)) return { fields: {}, message: tooManyAttemptsMessage(error) };
  const { fields } = fieldErrorsOf(error, REGISTER_FIELDS);
  return { fields, message: hasErrors(fields) ? null : i18n._(REGISTRATION_FALLBACK_ERROR) };
}

/** The first field with an error, in form order: where focus goes after a failed registration. */
export function firstInvalidField(fields: RegisterFieldErrors): RegisterField | undefined {
  return REGISTER_FIELDS.find((field) => Boolean(fields[field]));
}
