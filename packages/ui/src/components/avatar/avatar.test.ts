import { describe, expect, it } from 'vitest';
import { initials } from './avatar';

describe('initials', () => {
  it('takes the first letter of the first and the last name', () => {
    expect(initials('Laia', 'Puig')).toBe('LP');
  });

  it('writes them in capitals', () => {
    expect(initials('jordi', 'vidal')).toBe('JV');
  });

  it('keeps accented letters', () => {
    expect(initials('Àlex', 'Ñúñez')).toBe('ÀÑ');
    expect(initials('Òscar', 'Estruch')).toBe('ÒE');
  });

  it('ignores surrounding spaces', () => {
    expect(initials('  Marta ', ' Soler')).toBe('MS');
  });

  it('uses only the first letter of compound names', () => {
    expect(initials('Maria José', 'García Ruiz')).toBe('MG');
  });

  it('works with a first name only', () => {
    expect(initials('Núria')).toBe('N');
    expect(initials('Núria', '')).toBe('N');
    expect(initials('Núria', null)).toBe('N');
  });

  it('gives an empty string when there is no name', () => {
    expect(initials('', '')).toBe('');
    expect(initials(undefined, undefined)).toBe('');
  });

  it('never splits a character made of two code units', () => {
    expect(initials('𝒜da', 'Lovelace')).toBe('𝒜L');
  });
});
