import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './errors';

const NOW = Date.UTC(2026, 5, 15, 9, 40, 0); // Mon, 15 Jun 2026 09:40:00 GMT

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120);
    expect(parseRetryAfter('1', NOW)).toBe(1);
    expect(parseRetryAfter('0', NOW)).toBe(0);
    expect(parseRetryAfter(' 30 ', NOW)).toBe(30);
    expect(parseRetryAfter('007', NOW)).toBe(7);
  });

  it('reads an IMF-fixdate as the seconds from now, rounded up', () => {
    expect(parseRetryAfter('Mon, 15 Jun 2026 09:42:00 GMT', NOW)).toBe(120);
    expect(parseRetryAfter('Mon, 15 Jun 2026 09:40:30 GMT', NOW)).toBe(30);
    expect(parseRetryAfter('Mon, 15 Jun 2026 09:42:00 GMT', NOW + 500)).toBe(120);
    expect(parseRetryAfter('Tue, 16 Jun 2026 09:40:00 GMT', NOW)).toBe(86_400);
  });

  it('reads the obsolete RFC 850 and asctime dates', () => {
    expect(parseRetryAfter('Monday, 15-Jun-26 09:41:00 GMT', NOW)).toBe(60);
    expect(parseRetryAfter('Mon Jun 15 09:41:30 2026', NOW)).toBe(90);
    expect(parseRetryAfter('Wed Jul  1 09:40:00 2026', NOW)).toBe(16 * 86_400);
  });

  it('says 0 for a date that has passed', () => {
    expect(parseRetryAfter('Mon, 15 Jun 2026 09:39:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', NOW)).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '-5',
      '1.5',
      '2m',
      '1e3',
      '0x10',
      'soon',
      '99999999999999999999',
      '2026-06-15T09:42:00Z',
      'Mon, 15 Jun 2026 09:42:00', // no GMT
      'Mon, 15 Jun 2026 09:42:00 CET',
      'Mon, 31 Feb 2026 09:42:00 GMT', // no such day
      'Mon, 15 Jun 2026 25:00:00 GMT',
      'Mon, 15 Juno 2026 09:42:00 GMT',
    ]) {
      expect(parseRetryAfter(value, NOW), String(value)).toBeNull();
    }
  });
});

describe('ApiError', () => {
  it('carries the answer’s Retry-After in seconds', () => {
    const headers = new Headers({ 'Retry-After': '120' });
    const error = new ApiError(429, { message: 'Too Many Attempts.' }, headers);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too Many Attempts.');
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('reads an HTTP-date relative to the time it is created', () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const error = new ApiError(503, null, new Headers({ 'Retry-After': inTwoMinutes }));
    // toUTCString drops the milliseconds, so the wait is 119 or 120 seconds.
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('has no wait without headers, without the header, or with an unreadable one', () => {
    expect(new ApiError(429, null).retryAfterSeconds).toBeNull();
    expect(new ApiError(429, null, new Headers()).retryAfterSeconds).toBeNull();
    const unreadable = new Headers({ 'Retry-After': 'later' });
    expect(new ApiError(429, null, unreadable).retryAfterSeconds).toBeNull();
  });
});
