import { describe, expect, it } from 'vitest';
import { movedOrder } from './creator-profile-section-portfolio';

describe('movedOrder', () => {
  it('swaps an item with its neighbour above or below', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order as it is at either end, or for an unknown item', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
