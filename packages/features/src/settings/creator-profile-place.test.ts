import { describe, expect, it } from 'vitest';
import {
  neighbourhoodOf,
  OUTSIDE_BARCELONA,
  placeOf,
  toNeighbourhood,
} from './creator-profile-place';

describe('neighbourhoodOf', () => {
  it('shows the saved barri', () => {
    expect(neighbourhoodOf({ barri: 'la-vila-de-gracia', city: 'Barcelona' })).toBe(
      'la-vila-de-gracia',
    );
  });

  it('reads a town without a barri as Outside Barcelona', () => {
    expect(neighbourhoodOf({ barri: null, city: ' Sabadell ' })).toBe(OUTSIDE_BARCELONA);
  });

  it('leaves it unchosen with no town, or just Barcelona (whatever its case)', () => {
    expect(neighbourhoodOf({ barri: null, city: null })).toBe('');
    expect(neighbourhoodOf({ barri: null, city: '  ' })).toBe('');
    expect(neighbourhoodOf({ barri: null, city: 'barcelona' })).toBe('');
  });
});

describe('placeOf', () => {
  it('saves a barri in Barcelona', () => {
    expect(placeOf('el-raval', 'Sabadell')).toEqual({ barri: 'el-raval', city: 'Barcelona' });
  });

  it('saves no barri and the town outside Barcelona', () => {
    expect(placeOf(OUTSIDE_BARCELONA, ' Terrassa ')).toEqual({ barri: null, city: 'Terrassa' });
  });

  it('keeps the town as it was when nothing is chosen', () => {
    expect(placeOf('', 'Barcelona')).toEqual({ barri: null, city: 'Barcelona' });
    expect(placeOf('', '')).toEqual({ barri: null, city: null });
  });
});

describe('toNeighbourhood', () => {
  it('keeps barris and Outside Barcelona, and drops anything else', () => {
    expect(toNeighbourhood('sants')).toBe('sants');
    expect(toNeighbourhood(OUTSIDE_BARCELONA)).toBe(OUTSIDE_BARCELONA);
    expect(toNeighbourhood('gracia')).toBe('');
  });
});
