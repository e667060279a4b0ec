import { describe, expect, it } from 'vitest';
import { RESERVED_BRAND_SLUGS, isReservedBrandSlug } from './reserved-slugs';

describe('reserved brand slugs', () => {
  it('keep the join page out of the brands’ addresses, whatever its case', () => {
    expect(RESERVED_BRAND_SLUGS).toContain('join');
    expect(isReservedBrandSlug('Join')).toBe(true);
    expect(isReservedBrandSlug('forn-de-la-vila')).toBe(false);
  });
});
