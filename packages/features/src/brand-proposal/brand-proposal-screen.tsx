import {
  getBrandProposalOptions,
  getProposalBySecretSlugOptions,
  isApiError,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApplicationsReview } from './applications-review';
import { ProposalPublishing } from './proposal-publishing';
import {
  BRAND_PROPOSAL_ERROR_MESSAGE,
  BrandProposalView,
  type BrandProposal,
  type BrandProposalState,
} from './brand-proposal-view';

interface ScreenLinks {
  /** Where "Edit proposal" goes, from the loaded proposal's id (a secret link has no id in it). */
  editHref: (proposalId: number) => string;
  /** Where "View Deal" goes for a deal id. */
  dealHref: (dealId: number) => string;
  /** Copies the public link (the browser's clipboard unless given; for stories). */
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/** Open the proposal by its id (`proposals/{id}`) or by its secret link (`proposals/slug/{secret_slug}`). */
export type BrandProposalScreenProps = ScreenLinks &
  ({ proposalId: number; secretSlug?: never } | { secretSlug: string; proposalId?: never });

interface ProposalQuery {
  isPending: boolean;
  data: BrandProposal | undefined;
  error: unknown;
  refetch: () => unknown;
}

function Connected({
  query,
  editHref,
  dealHref,
  copyText,
}: ScreenLinks & { query: ProposalQuery }) {
  const { i18n } = useLingui();
  const { error } = query;
  useEffect(() => {
    // Failures are logged: a failed brand proposal fetch is logged as well as shown.
    if (error) console.error('Failed to load proposal', error);
  }, [error]);

  let state: BrandProposalState;
  if (query.data) state = { status: 'success', proposal: query.data };
  else if (query.isPending) state = { status: 'loading' };
  else if (isApiError(error, 404)) state = { status: 'not-found' };
  else if (isApiError(error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: i18n._(BRAND_PROPOSAL_ERROR_MESSAGE),
      onRetry: () => void query.refetch(),
    };

  return (
    <BrandProposalView
      state={state}
      editHref={query.data ? editHref(query.data.id) : ''}
      publishing={
        query.data ? <ProposalPublishing proposal={query.data} copyText={copyText} /> : null
      }
      applications={
        query.data ? (
          <ApplicationsReview
            proposalId={query.data.id}
            settings={query.data.settings}
            dealHref={dealHref}
          />
        ) : null
      }
    />
  );
}

function ById({ proposalId, ...links }: ScreenLinks & { proposalId: number }) {
  const query = useQuery(getBrandProposalOptions({ id: proposalId }));
  return <Connected query={query} {...links} />;
}

function BySecretSlug({ secretSlug, ...links }: ScreenLinks & { secretSlug: string }) {
  const query = useQuery(getProposalBySecretSlugOptions({ secret_slug: secretSlug }));
  return <Connected query={query} {...links} />;
}

/**
 * A brand's proposal with its applications to review. Reads `getBrandProposal` or
 * `getProposalBySecretSlug`; the review reads the proposal's applications list.
 */
export function BrandProposalScreen(props: BrandProposalScreenProps) {
  const { editHref, dealHref, copyText } = props;
  const links = { editHref, dealHref, copyText };
  if (props.secretSlug !== undefined)
    return <BySecretSlug secretSlug={props.secretSlug} {...links} />;
  return <ById proposalId={props.proposalId} {...links} />;
}
