import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatSearch, parseSearch } from './search-state';

const schema = z.object({
  search: z.string().catch(''),
  type: z.enum(['all', 'brand', 'creator']).catch('all'),
  page: z.coerce.number().int().min(1).catch(1),
});

describe('parseSearch', () => {
  it('reads each field from the URL', () => {
    expect(parseSearch(schema, new URLSearchParams('search=forn&type=brand&page=3'))).toEqual({
      search: 'forn',
      type: 'brand',
      page: 3,
    });
  });

  it('gives a missing or malformed field its default, never throwing', () => {
    expect(parseSearch(schema, new URLSearchParams('type=robot&page=-2'))).toEqual({
      search: '',
      type: 'all',
      page: 1,
    });
    expect(parseSearch(schema, new URLSearchParams('page=abc'))).toMatchObject({ page: 1 });
  });
});

describe('formatSearch', () => {
  it('leaves out fields at their default, so an unfiltered first page is a bare URL', () => {
    expect(formatSearch(schema, { search: '', type: 'all', page: 1 }).toString()).toBe('');
    expect(formatSearch(schema, { search: 'pa amb', type: 'all', page: 2 }).toString()).toBe(
      'search=pa+amb&page=2',
    );
  });

  it('keeps parameters that are not the list’s own', () => {
    const base = new URLSearchParams('tab=media&page=4');
    expect(formatSearch(schema, { search: '', type: 'brand', page: 1 }, base).toString()).toBe(
      'tab=media&type=brand',
    );
  });
});
