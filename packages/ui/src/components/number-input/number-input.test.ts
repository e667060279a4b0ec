import { describe, expect, it } from 'vitest';
import { clampMessage, clampNumber, parseNumber } from './number-input';

describe('parseNumber', () => {
  it('reads numbers and treats empty or bad text as null', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('-5')).toBe(-5);
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
  });
});

describe('clampNumber', () => {
  it('keeps numbers within the bounds and names the bound it hit', () => {
    expect(clampNumber(-5, 0, 10)).toEqual({ value: 0, bound: 'min' });
    expect(clampNumber(15, 0, 10)).toEqual({ value: 10, bound: 'max' });
    expect(clampNumber(5, 0, 10)).toEqual({ value: 5, bound: null });
    expect(clampNumber(0, 0, 10)).toEqual({ value: 0, bound: null });
    expect(clampNumber(-99, undefined, undefined)).toEqual({ value: -99, bound: null });
  });
});

describe('clampMessage', () => {
  it('explains the correction', () => {
    expect(clampMessage({ typed: -5, value: 0, bound: 'min' })).toBe(
      'The minimum is 0, so -5 became 0.',
    );
    expect(clampMessage({ typed: 80, value: 50, bound: 'max' }, (n) => `${n} €`)).toBe(
      'The maximum is 50 €, so 80 € became 50 €.',
    );
  });
});
