import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination';

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts one ellipsis after the first pages near the start', () => {
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
    expect(paginationRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
  });

  it('puts one ellipsis before the last pages near the end', () => {
    expect(paginationRange(12, 12)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
    expect(paginationRange(9, 12)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
  });

  it('shows the same number of controls on every page', () => {
    for (let page = 1; page <= 30; page++) expect(paginationRange(page, 30)).toHaveLength(7);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let page = 1; page <= 30; page++) {
      const items = paginationRange(page, 30);
      items.forEach((item, index) => {
        if (typeof item === 'number') return;
        const before = items[index - 1];
        const after = items[index + 1];
        expect(typeof before === 'number' && typeof after === 'number').toBe(true);
        expect(Number(after) - Number(before)).toBeGreaterThan(2);
      });
    }
  });

  it('shows more pages with more siblings', () => {
    expect(paginationRange(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });

  it('keeps an out-of-range page inside the range', () => {
    expect(paginationRange(99, 12)).toEqual(paginationRange(12, 12));
    expect(paginationRange(-3, 12)).toEqual(paginationRange(1, 12));
  });
});
