import { ApiError, RequestTimeoutError } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../lib/form-failure';
import {
  firstInvalidField,
  LOGIN_FALLBACK_ERROR,
  loginErrorMessage,
  REGISTRATION_FALLBACK_ERROR,
  registrationErrors,
} from './sign-in-messages';

/** A 429 answer with the given `Retry-After`. */
const tooMany = (retryAfter: string) =>
  new ApiError(429, { message: 'Too Many Attempts.' }, new Headers({ 'Retry-After': retryAfter }));

describe('loginErrorMessage', () => {
  it('shows the first email error', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: {
        email: ['These credentials do not match our records.', 'A second message.'],
        password: ['The password field is required.'],
      },
    });
    expect(loginErrorMessage(error)).toBe('These credentials do not match our records.');
  });

  it('falls back to the body message when there is no email error', () => {
    const error = new ApiError(422, {
      message: 'The password field is required.',
      errors: { password: ['The password field is required.'] },
    });
    expect(loginErrorMessage(error)).toBe('The password field is required.');
  });

  it('uses the message of a 401 without field errors', () => {
    expect(loginErrorMessage(new ApiError(401, { message: 'Unauthenticated.' }))).toBe(
      'Unauthenticated.',
    );
  });

  it('says how long to wait after too many attempts', () => {
    expect(loginErrorMessage(tooMany('120'))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(loginErrorMessage(tooMany('45'))).toBe('Too many attempts. Try again in 45 seconds.');
    expect(loginErrorMessage(new ApiError(429, { message: 'Too Many Attempts.' }))).toBe(
      i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    );
  });

  it('ignores an empty email error list and an empty message', () => {
    expect(loginErrorMessage(new ApiError(422, { message: '', errors: { email: [] } }))).toBe(
      i18n._(LOGIN_FALLBACK_ERROR),
    );
    expect(loginErrorMessage(new ApiError(422, { message: '   ' }))).toBe(
      i18n._(LOGIN_FALLBACK_ERROR),
    );
  });

  it('falls back when the server sent no body', () => {
    expect(loginErrorMessage(new ApiError(500, null))).toBe(i18n._(LOGIN_FALLBACK_ERROR));
    expect(loginErrorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(
      i18n._(LOGIN_FALLBACK_ERROR),
    );
  });

  it('falls back for network failures, time-outs and anything else', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(i18n._(LOGIN_FALLBACK_ERROR));
    expect(loginErrorMessage(new RequestTimeoutError(15_000))).toBe(i18n._(LOGIN_FALLBACK_ERROR));
    expect(loginErrorMessage(undefined)).toBe(i18n._(LOGIN_FALLBACK_ERROR));
  });
});

describe('registrationErrors', () => {
  it('keeps the first message of each field and no general message', () => {
    const error = new ApiError(422, {
      message: 'The email has already been taken. (and 1 more error)',
      errors: {
        email: ['The email has already been taken.', 'The email must be valid.'],
        password: ['The password field confirmation does not match.'],
      },
    });
    expect(registrationErrors(error)).toEqual({
      fields: {
        email: 'The email has already been taken.',
        password: 'The password field confirmation does not match.',
      },
      message: null,
    });
  });

  it('covers all five fields', () => {
    const error = new ApiError(422, {
      message: 'Invalid.',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field must be at least 8 characters.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    });
    expect(Object.keys(registrationErrors(error).fields)).toEqual([
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmation',
    ]);
  });

  it('shows the general message when no field errors came back', () => {
    expect(registrationErrors(new ApiError(422, { message: 'Invalid data.' }))).toEqual({
      fields: {},
      message: i18n._(REGISTRATION_FALLBACK_ERROR),
    });
    expect(registrationErrors(new ApiError(500, null)).message).toBe(
      i18n._(REGISTRATION_FALLBACK_ERROR),
    );
    expect(registrationErrors(new TypeError('Failed to fetch')).message).toBe(
      i18n._(REGISTRATION_FALLBACK_ERROR),
    );
  });

  it('says how long to wait after too many attempts', () => {
    expect(registrationErrors(tooMany('120'))).toEqual({
      fields: {},
      message: 'Too many attempts. Try again in 2 minutes.',
    });
    expect(registrationErrors(new ApiError(429, { message: 'Too Many Attempts.' }))).toEqual({
      fields: {},
      message: i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    });
  });

  it('treats errors only for fields the form does not have, or empty lists, as none', () => {
    const error = new ApiError(422, {
      message: 'Invalid.',
      errors: { captcha: ['Please try again.'], email: [] },
    });
    expect(registrationErrors(error)).toEqual({
      fields: {},
      message: i18n._(REGISTRATION_FALLBACK_ERROR),
    });
  });
});

describe('firstInvalidField', () => {
  it('follows the form order, not the order the server used', () => {
    expect(firstInvalidField({ password: 'x', last_name: 'y' })).toBe('last_name');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
