import { describe, expect, it } from 'vitest';
import { addDays, addMonths, madridDate, madridMidnight, madridWeek } from './dates';
import { firstFreeSlug, slugify } from './text';

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-06-03', 14)).toBe('2026-06-17');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
  });

  it('adds months, keeping the time and the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-06-15T19:32:00Z'), 6).toISOString()).toBe(
      '2026-12-15T19:32:00.000Z',
    );
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2027-11-30T10:00:00Z'), 3).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
  });

  it('takes the calendar date in Madrid, not UTC', () => {
    expect(madridDate(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
    expect(madridDate(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
  });

  it('finds the Monday–Sunday week in Madrid', () => {
    expect(madridWeek(new Date('2026-06-17T08:00:00Z'))).toEqual({
      monday: '2026-06-15',
      sunday: '2026-06-21',
    });
    // Sunday 23:30 in Madrid is still that week; a Monday 00:30 starts the next.
    expect(madridWeek(new Date('2026-06-21T21:30:00Z')).monday).toBe('2026-06-15');
    expect(madridWeek(new Date('2026-06-21T22:30:00Z')).monday).toBe('2026-06-22');
  });

  it('finds midnight in Madrid in summer and winter time', () => {
    expect(madridMidnight('2026-06-15').toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(madridMidnight('2026-01-12').toISOString()).toBe('2026-01-11T23:00:00.000Z');
    // The Monday after the switch to winter time (Sunday 25 October 2026).
    expect(madridMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('slugs', () => {
  it('slugifies names with accents and symbols', () => {
    expect(slugify('Summer vermut tasting in Gràcia')).toBe('summer-vermut-tasting-in-gracia');
    expect(slugify('Food & drink')).toBe('food-drink');
    expect(slugify("L'Eixample · Nit d'estiu!")).toBe('leixample-nit-destiu');
    expect(slugify('***', 'proposal')).toBe('proposal');
  });

  it('picks the first free suffix', () => {
    expect(firstFreeSlug('a', [])).toBe('a');
    expect(firstFreeSlug('a', ['a', 'a-2', 'a-4'])).toBe('a-3');
  });
});
