import { getPublicProposalOptions, isApiError } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import {
  PROPOSAL_LOAD_FAILED_MESSAGE,
  PublicProposalView,
  type PublicProposalLinks,
  type PublicProposalState,
} from './public-proposal-view';

export type PublicProposalPageProps = PublicProposalLinks & { slug: string };

/** Reads `getPublicProposal` and shows it with `PublicProposalView`. */
export function PublicProposalPage({ slug, ...links }: PublicProposalPageProps) {
  const query = useQuery(getPublicProposalOptions({ slug }));
  const { i18n } = useLingui();

  let state: PublicProposalState;
  if (query.isPending) state = { status: 'loading' };
  else if (query.isSuccess) state = { status: 'success', proposal: query.data };
  else if (isApiError(query.error, 404)) state = { status: 'not-found' };
  else
    state = {
      status: 'error',
      message: i18n._(PROPOSAL_LOAD_FAILED_MESSAGE),
      onRetry: () => void query.refetch(),
    };

  return <PublicProposalView state={state} {...links} />;
}
