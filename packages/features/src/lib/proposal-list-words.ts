import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListWords } from '@colla/ui/patterns/list-screen';

/** What a list of proposals says: its count (with and without a filter), loading, and page count. */
export function useProposalListWords(): ListWords {
  const { t } = useLingui();
  return {
    count: (total, found) =>
      found
        ? t`${plural(total, { one: '# proposal found', other: '# proposals found' })}`
        : t`${plural(total, { one: '# proposal', other: '# proposals' })}`,
    loading: t`Loading proposals…`,
    pages: (lastPage) =>
      t`${plural(lastPage, { one: 'There is # page of proposals.', other: 'There are # pages of proposals.' })}`,
  };
}
