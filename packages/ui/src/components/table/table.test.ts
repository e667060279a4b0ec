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
  // Each column sorted both ways: the names in ascending, then in descending order.
  it.each([
    {
      does: 'sorts text the way people read it, ignoring case and accents',
      column: 'name',
      ascending: ['aina', 'Jordi', 'Laia', 'Òscar'],
      descending: ['Òscar', 'Laia', 'Jordi', 'aina'],
    },
    {
      does: 'sorts dates by time and keeps empty values last in both directions',
      column: 'joined',
      ascending: ['aina', 'Jordi', 'Òscar', 'Laia'],
      descending: ['Òscar', 'Jordi', 'aina', 'Laia'],
    },
    {
      does: 'keeps equal rows in their original order (stable), in both directions',
      column: 'followers',
      ascending: ['aina', 'Jordi', 'Òscar', 'Laia'],
      descending: ['Òscar', 'aina', 'Jordi', 'Laia'],
    },
  ] as const)('$does', ({ column, ascending, descending }) => {
    expect(names(sortRows(creators, (row) => row[column], 'ascending'))).toEqual(ascending);
    expect(names(sortRows(creators, (row) => row[column], 'descending'))).toEqual(descending);
  });

  it('sorts numbers by value, with numbers inside text too', () => {
    const sorted = sortRows(['Creator 10', 'Creator 2', 'Creator 1'], (row) => row, 'ascending');
    expect(sorted).toEqual(['Creator 1', 'Creator 2', 'Creator 10']);
  });

  it('does not change the rows it is given', () => {
    const copy = [...creators];
    sortRows(creators, (row) => row.name, 'ascending');
    expect(creators).toEqual(copy);
  });
});
