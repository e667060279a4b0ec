import { describe, expect, it } from 'vitest';
import { sortRows } from './table';

const creators = [
  { name: 'Òscar', followers: 12000, joined: new Date('2026-03-01') },
  { name: 'aina', followers: 900, joined: new Date('2025-11-20') },
  { name: 'Laia', followers: null, joined: null },
  { name: 'Jordi', followers: 900, joined: new Date('2026-01-15') },
];
const names = (rows: typeof creators) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('sorts text the way people read it, ignoring case and accents', () => {
    expect(names(sortRows(creators, (row) => row.name, 'ascending'))).toEqual([
      'aina',
      'Jordi',
      'Laia',
      'Òscar',
    ]);
    expect(names(sortRows(creators, (row) => row.name, 'descending'))).toEqual([
      'Òscar',
      'Laia',
      'Jordi',
      'aina',
    ]);
  });

  it('sorts numbers by value, with numbers inside text too', () => {
    const sorted = sortRows(['Creator 10', 'Creator 2', 'Creator 1'], (row) => row, 'ascending');
    expect(sorted).toEqual(['Creator 1', 'Creator 2', 'Creator 10']);
  });

  it('sorts dates by time and keeps empty values last in both directions', () => {
    expect(names(sortRows(creators, (row) => row.joined, 'ascending'))).toEqual([
      'aina',
      'Jordi',
      'Òscar',
      'Laia',
    ]);
    expect(names(sortRows(creators, (row) => row.joined, 'descending'))).toEqual([
      'Òscar',
      'Jordi',
      'aina',
      'Laia',
    ]);
  });

  it('keeps equal rows in their original order (stable), in both directions', () => {
    expect(names(sortRows(creators, (row) => row.followers, 'ascending'))).toEqual([
      'aina',
      'Jordi',
      'Òscar',
      'Laia',
    ]);
    expect(names(sortRows(creators, (row) => row.followers, 'descending'))).toEqual([
      'Òscar',
      'aina',
      'Jordi',
      'Laia',
    ]);
  });

  it('does not change the rows it is given', () => {
    const copy = [...creators];
    sortRows(creators, (row) => row.name, 'ascending');
    expect(creators).toEqual(copy);
  });
});
