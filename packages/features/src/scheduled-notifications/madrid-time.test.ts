import { describe, expect, it } from 'vitest';
import { madridOffsetAt, madridToUtc, utcToMadrid } from './madrid-time';

describe('madridToUtc', () => {
  it('takes two hours off in summer (CEST, UTC+2)', () => {
    expect(madridToUtc('2026-09-15', '09:00')).toBe('2026-09-15T07:00:00Z');
    expect(madridToUtc('2026-06-24', '21:30')).toBe('2026-06-24T19:30:00Z');
  });

  it('takes one hour off in winter (CET, UTC+1)', () => {
    expect(madridToUtc('2026-11-28', '09:00')).toBe('2026-11-28T08:00:00Z');
    expect(madridToUtc('2027-01-15', '18:45')).toBe('2027-01-15T17:45:00Z');
  });

  it('crosses midnight and the new year back into UTC', () => {
    expect(madridToUtc('2027-01-01', '00:30')).toBe('2026-12-31T23:30:00Z');
    expect(madridToUtc('2026-07-01', '01:00')).toBe('2026-06-30T23:00:00Z');
  });

  it('is right on both sides of the spring change (29 March 2026)', () => {
    expect(madridToUtc('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00Z');
    expect(madridToUtc('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00Z');
    expect(madridToUtc('2026-03-28', '12:00')).toBe('2026-03-28T11:00:00Z');
    expect(madridToUtc('2026-03-30', '12:00')).toBe('2026-03-30T10:00:00Z');
  });

  it('refuses a time skipped when clocks go forward', () => {
    expect(madridToUtc('2026-03-29', '02:30')).toBeNull();
  });

  it('means the first (summer-time) hour when clocks go back (25 October 2026)', () => {
    expect(madridToUtc('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00Z');
    expect(madridToUtc('2026-10-25', '01:30')).toBe('2026-10-24T23:30:00Z');
    expect(madridToUtc('2026-10-25', '03:30')).toBe('2026-10-25T02:30:00Z');
  });

  it('refuses unreadable input', () => {
    expect(madridToUtc('', '09:00')).toBeNull();
    expect(madridToUtc('2026-11-28', '')).toBeNull();
    expect(madridToUtc('2026-13-01', '09:00')).toBeNull();
    expect(madridToUtc('2026-11-28', '24:00')).toBeNull();
    expect(madridToUtc('2026-02-30', '09:00')).toBeNull();
  });
});

describe('utcToMadrid', () => {
  it('gives the Barcelona date and time of a timestamp, summer and winter', () => {
    expect(utcToMadrid('2026-09-15T07:00:00Z')).toEqual({ date: '2026-09-15', time: '09:00' });
    expect(utcToMadrid('2026-11-28T08:00:00Z')).toEqual({ date: '2026-11-28', time: '09:00' });
    expect(utcToMadrid('2026-12-31T23:30:00Z')).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('round-trips with madridToUtc', () => {
    for (const timestamp of [
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-06-01T08:00:00Z',
    ]) {
      const local = utcToMadrid(timestamp);
      expect(local && madridToUtc(local.date, local.time)).toBe(timestamp);
    }
  });

  it('is null for unreadable text', () => {
    expect(utcToMadrid('soon')).toBeNull();
  });
});

describe('madridOffsetAt', () => {
  it('is one hour in winter and two in summer', () => {
    expect(madridOffsetAt(Date.UTC(2026, 0, 15))).toBe(3_600_000);
    expect(madridOffsetAt(Date.UTC(2026, 6, 15))).toBe(7_200_000);
  });
});
