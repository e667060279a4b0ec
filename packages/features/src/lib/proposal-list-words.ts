import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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

/** The status filter of a list of proposals: every proposal, or one status. */
export const PROPOSAL_STATUS_FILTER_LABELS: Record<
  'all' | 'draft' | 'active' | 'inactive',
  MessageDescriptor
> = {
  all: msg`All`,
  draft: msg`Draft`,
  active: msg`Active`,
  inactive: msg`Inactive`,
};
