import { formatSearch, parseSearch } from '@colla/ui/lib/search-state';
import { describe, expect, it } from 'vitest';
import { creatorProposalsSearch } from './search';

describe('the creator proposals query in the URL', () => {
  it('reads every filter, and round-trips', () => {
    const params = new URLSearchParams(
      'category_id=3&platform=tiktok&content_type=video&content_language=ca&brand_id=2&search=vermut&sort=name&page=2',
    );
    const query = parseSearch(creatorProposalsSearch, params);
    expect(query).toEqual({
      category_id: 3,
      platform: 'tiktok',
      content_type: 'video',
      content_language: 'ca',
      brand_id: 2,
      search: 'vermut',
      sort: 'name',
      page: 2,
    });
    expect(formatSearch(creatorProposalsSearch, query).toString()).toBe(params.toString());
  });

  it('leaves out what it does not know, and defaults', () => {
    const query = parseSearch(
      creatorProposalsSearch,
      new URLSearchParams(
        'category_id=x&platform=youtube&content_language=fr&sort=random&page=-4&brand_id=1.5',
      ),
    );
    expect(query).toEqual({ search: '', sort: 'newest', page: 1 });
    expect(formatSearch(creatorProposalsSearch, query).toString()).toBe('');
  });
});
