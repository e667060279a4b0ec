import { describe, expect, it } from 'vitest';
import { formatSearch, parseSearch } from '@colla/ui/lib/search-state';
import { applicationsReviewSearch } from './applications-review';

const parse = (search: string) =>
  parseSearch(applicationsReviewSearch, new URLSearchParams(search));

describe('applicationsReviewSearch', () => {
  it('reads the status, the order and the meets-all filter from the URL', () => {
    expect(parse('status=pending&sort=match&meets_all=true')).toEqual({
      status: 'pending',
      sort: 'match',
      meets_all: true,
    });
  });

  it('falls back to every application, newest first, for anything it does not know', () => {
    expect(parse('')).toEqual({ status: 'all', sort: 'newest', meets_all: false });
    expect(parse('status=approved&sort=random&meets_all=maybe')).toEqual({
      status: 'all',
      sort: 'newest',
      meets_all: false,
    });
  });

  it('writes only what differs from the defaults', () => {
    const write = (value: ReturnType<typeof parse>) =>
      formatSearch(applicationsReviewSearch, value).toString();
    expect(write({ status: 'all', sort: 'newest', meets_all: false })).toBe('');
    expect(write({ status: 'rejected', sort: 'followers', meets_all: true })).toBe(
      'status=rejected&sort=followers&meets_all=true',
    );
  });
});
