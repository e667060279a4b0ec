import { ApiError, RequestTimeoutError } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  fieldErrorsOf,
  hasErrors,
  NETWORK_ERROR_MESSAGE,
  NO_ERRORS,
  SERVER_ERROR_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  tooManyAttemptsMessage,
  toFormFailure,
} from './form-failure';

/** A 429 answer with the given `Retry-After`. */
const tooMany = (retryAfter: string) =>
  new ApiError(429, { message: 'Too Many Attempts.' }, new Headers({ 'Retry-After': retryAfter }));

const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(422, { message, errors });

describe('failureMessage', () => {
  it('says the connection failed for anything that is not an answer', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(i18n._(NETWORK_ERROR_MESSAGE));
    expect(failureMessage(undefined)).toBe(i18n._(NETWORK_ERROR_MESSAGE));
  });

  it('says the server is out of space (507) in its own words, and hides other 5xx details', () => {
    const full =
      'We could not store your file because the server is out of space. Please try again later.';
    expect(failureMessage(new ApiError(507, { message: full }))).toBe(full);
    expect(failureMessage(new ApiError(500, { message: 'stack trace' }))).toBe(
      i18n._(SERVER_ERROR_MESSAGE),
    );
  });

  it('uses the time-out’s own sentence', () => {
    expect(failureMessage(new RequestTimeoutError(15_000))).toBe(
      'The request took longer than 15 seconds. Please try again.',
    );
  });

  it('asks to wait after too many attempts, whatever the server said', () => {
    expect(failureMessage(new ApiError(429, { message: 'Too Many Attempts.' }))).toBe(
      i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    );
  });

  it('says how long to wait after too many attempts when the server said', () => {
    expect(failureMessage(tooMany('120'))).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('never shows a server error’s own text', () => {
    expect(failureMessage(new ApiError(500, { message: 'Server Error' }))).toBe(
      i18n._(SERVER_ERROR_MESSAGE),
    );
    expect(failureMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(
      i18n._(SERVER_ERROR_MESSAGE),
    );
  });

  it('shows the message of any other answer, or the server error when it has none', () => {
    expect(failureMessage(new ApiError(403, { message: 'This action is unauthorized.' }))).toBe(
      'This action is unauthorized.',
    );
    expect(failureMessage(new ApiError(404, null))).toBe(i18n._(SERVER_ERROR_MESSAGE));
    expect(failureMessage(new ApiError(422, { message: '' }))).toBe(i18n._(SERVER_ERROR_MESSAGE));
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says how long to wait, from the answer’s Retry-After', () => {
    expect(tooManyAttemptsMessage(tooMany('120'))).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    expect(tooManyAttemptsMessage(tooMany('30'))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(tooManyAttemptsMessage(tooMany('1'))).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(tooMany('60'))).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(tooMany('61'))).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
  });

  it('reads a Retry-After date too', () => {
    const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toUTCString();
    expect(tooManyAttemptsMessage(tooMany(inFiveMinutes))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('keeps the general message without a readable wait', () => {
    expect(tooManyAttemptsMessage(new ApiError(429, { message: 'Too Many Attempts.' }))).toBe(
      i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    );
    expect(tooManyAttemptsMessage(tooMany('soon'))).toBe(i18n._(TOO_MANY_ATTEMPTS_MESSAGE));
    expect(tooManyAttemptsMessage(tooMany('0'))).toBe(i18n._(TOO_MANY_ATTEMPTS_MESSAGE));
    expect(tooManyAttemptsMessage(new TypeError('Failed to fetch'))).toBe(
      i18n._(TOO_MANY_ATTEMPTS_MESSAGE),
    );
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the FIRST message of each of the form’s fields', () => {
    const error = invalid({
      email: ['The email has already been taken.', 'The email must be valid.'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect(fieldErrorsOf(error, ['email', 'password'])).toEqual({
      fields: {
        email: 'The email has already been taken.',
        password: 'The password field must be at least 8 characters.',
      },
      unplaced: false,
    });
  });

  it('tells when a message belongs to no field of the form, and skips empty lists', () => {
    const error = invalid({ token: ['This password reset token is invalid.'], email: [] });
    expect(fieldErrorsOf(error, ['email', 'password'])).toEqual({ fields: {}, unplaced: true });
  });

  it('maps server keys through a function, the first key winning', () => {
    const error = invalid({
      'category_ids.1': ['The selected category is invalid.'],
      'category_ids.0': ['The first category is invalid.'],
    });
    const fieldOf = (key: string) => (key.startsWith('category_ids') ? 'categories' : undefined);
    expect(fieldErrorsOf(error, fieldOf).fields).toEqual({
      categories: 'The selected category is invalid.',
    });
  });

  it('finds no field errors outside a 422', () => {
    const errors = { email: ['The email field is required.'] };
    expect(fieldErrorsOf(new ApiError(400, { message: 'Bad', errors }), ['email']).fields).toEqual(
      {},
    );
    expect(fieldErrorsOf(new TypeError('Failed to fetch'), ['email']).fields).toEqual({});
  });
});

describe('toFormFailure', () => {
  it('shows only the fields when they explain the failure', () => {
    const error = invalid({ password: ['The password field confirmation does not match.'] });
    expect(toFormFailure(error, ['password', 'password_confirmation'])).toEqual({
      fields: { password: 'The password field confirmation does not match.' },
      message: null,
    });
  });

  it('shows the form-level message when no field of the form has one', () => {
    expect(toFormFailure(invalid({ code: ['Wrong code.'] }, 'Wrong code.'), ['email'])).toEqual({
      fields: {},
      message: 'Wrong code.',
    });
    expect(toFormFailure(new ApiError(500, null), ['email'])).toEqual({
      fields: {},
      message: i18n._(SERVER_ERROR_MESSAGE),
    });
    expect(toFormFailure(new TypeError('Failed to fetch'), ['email']).message).toBe(
      i18n._(NETWORK_ERROR_MESSAGE),
    );
  });

  it('by default also shows it when some message could not be placed; drops it if told', () => {
    const error = invalid(
      {
        email: ['The email has already been taken.'],
        password: ['The password field must be at least 8 characters.'],
      },
      'The email has already been taken. (and 1 more error)',
    );
    expect(toFormFailure(error, ['password'])).toEqual({
      fields: { password: 'The password field must be at least 8 characters.' },
      message: 'The email has already been taken. (and 1 more error)',
    });
    expect(toFormFailure(error, ['password'], { unplaced: 'drop' }).message).toBeNull();
  });

  it('returns a new object for every failure', () => {
    const error = new ApiError(500, null);
    const first = toFormFailure(error, ['email']);
    const second = toFormFailure(error, ['email']);
    expect(first).not.toBe(second);
    expect(first.fields).not.toBe(second.fields);
  });
});

describe('hasErrors', () => {
  it('is false for NO_ERRORS and true once a field has a message', () => {
    expect(hasErrors(NO_ERRORS)).toBe(false);
    expect(Object.isFrozen(NO_ERRORS)).toBe(true);
    expect(hasErrors({ email: 'The email field is required.' })).toBe(true);
  });
});
