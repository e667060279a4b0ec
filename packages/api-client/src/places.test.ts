import { describe, expect, it } from 'vitest';
import {
  BARRIS,
  DISTRICTS,
  barriName,
  barrisOf,
  districtName,
  districtOf,
  isBarri,
} from './places';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

describe('places', () => {
  it('has the city’s 10 districts and 73 barris, each code once', () => {
    expect(DISTRICTS).toHaveLength(10);
    expect(BARRIS).toHaveLength(73);
    expect(new Set(BARRIS.map((barri) => barri.code)).size).toBe(73);
    const perDistrict = DISTRICTS.map((district) => barrisOf(district.code).length);
    expect(perDistrict).toEqual([4, 6, 8, 3, 6, 5, 11, 13, 7, 10]);
  });

  it('is the contract’s Barri enum, in the same order', () => {
    const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { Barri: { enum: string[] } } };
    };
    expect(spec.components.schemas.Barri.enum).toEqual(BARRIS.map((barri) => barri.code));
  });

  it.each([
    ['el-raval', 'El Raval', 'ciutat-vella', 'Ciutat Vella'],
    ['la-vila-de-gracia', 'La Vila de Gràcia', 'gracia', 'Gràcia'],
    ['l-antiga-esquerra-de-l-eixample', 'L’Antiga Esquerra de l’Eixample', 'eixample', 'Eixample'],
    ['el-poblenou', 'El Poblenou', 'sant-marti', 'Sant Martí'],
  ])('%s is %s, in %s', (code, name, district, districtLabel) => {
    expect(isBarri(code)).toBe(true);
    expect(barriName(code)).toBe(name);
    expect(districtOf(code)).toBe(district);
    expect(districtName(district)).toBe(districtLabel);
  });

  it('knows nothing of other codes', () => {
    expect(isBarri('gracia')).toBe(false);
    expect(isBarri(3)).toBe(false);
    expect(barriName('atlantis')).toBeNull();
    expect(districtOf('atlantis')).toBeNull();
  });
});
