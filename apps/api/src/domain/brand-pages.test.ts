import { describe, expect, it } from 'vitest';
import { brandMapsUrl } from '../serializers/catalog';
import { brandSlugBase } from './brand-pages';

describe('brandSlugBase', () => {
  it('makes a page address from the name, as migration 0006 did', () => {
    expect(brandSlugBase('Forn Sant Pau')).toBe('forn-sant-pau');
    expect(brandSlugBase('Cafè L’Òpera')).toBe('cafe-lopera');
    expect(brandSlugBase('  Vermut   Gràcia!! ')).toBe('vermut-gracia');
    expect(brandSlugBase('Xà')).toBe('brand');
    expect(brandSlugBase(`${'Molt '.repeat(20)}llarg`)).toBe(`${'molt-'.repeat(10)}molt`);
  });
});

describe('brandMapsUrl', () => {
  it('searches the address with its barri and Barcelona', () => {
    expect(
      brandMapsUrl({
        address: 'Carrer de Verdi, 38',
        barri: 'la-vila-de-gracia',
        city: 'Barcelona',
      }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=Carrer%20de%20Verdi%2C%2038%2C%20La%20Vila%20de%20Gr%C3%A0cia%2C%20Barcelona',
    );
  });

  it('uses the town outside Barcelona, and is null without an address', () => {
    expect(brandMapsUrl({ address: 'Rambla, 1', barri: null, city: 'Sabadell' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rambla%2C%201%2C%20Sabadell',
    );
    expect(brandMapsUrl({ address: '  ', barri: 'el-raval', city: 'Barcelona' })).toBeNull();
    expect(brandMapsUrl({ address: null, barri: null, city: null })).toBeNull();
  });
});
