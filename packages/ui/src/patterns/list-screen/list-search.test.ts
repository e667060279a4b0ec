import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatSearch, parseSearch } from '../../lib/search-state';
import { listParams } from './list-search';

const schema = z.object({
  search: listParams.text(),
  status: listParams.oneOf(['all', 'draft', 'active'], 'all'),
  brand_id: listParams.id(),
  page: listParams.page(),
});

describe('listParams', () => {
  it('reads a list’s URL, each field falling back to its default', () => {
    expect(
      parseSearch(schema, new URLSearchParams('search=vermut&status=active&brand_id=4&page=2')),
    ).toEqual({
      search: 'vermut',
      status: 'active',
      brand_id: 4,
      page: 2,
    });
    expect(parseSearch(schema, new URLSearchParams('status=gone&brand_id=-1&page=0'))).toEqual({
      search: '',
      status: 'all',
      brand_id: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      formatSearch(schema, { search: '', status: 'all', brand_id: null, page: 1 }).toString(),
    ).toBe('');
    expect(
      formatSearch(schema, { search: 'e-bike', status: 'draft', brand_id: 4, page: 3 }).toString(),
    ).toBe('search=e-bike&status=draft&brand_id=4&page=3');
  });
});
