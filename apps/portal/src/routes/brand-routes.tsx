import {
  BrandDashboard,
  BrandProposalScreen,
  BrandProposalsList,
  MediaLibrary,
  ProposalFormScreen,
  type BrandProposalsQuery,
} from '@colla/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { renderPortalLink } from '../shells';

const base = '/app/brand';
const proposalHref = (id: number) => `${base}/proposals/${id}`;
const dealHref = (id: number) => `${base}/deals/${id}`;
const editProposalHref = (id: number) => `${base}/proposals/${id}/edit`;
const NEW_PROPOSAL = `${base}/proposals/create`;

export function BrandDashboardRoute() {
  return (
    <BrandDashboard
      hrefs={{
        activeProposals: `${base}/proposals?status=active`,
        pendingApplications: `${base}/proposals`,
        dealsInProgress: `${base}/deals?status=active`,
        tasksDueThisWeek: `${base}/deals?status=active`,
      }}
      newProposalHref={NEW_PROPOSAL}
      renderLink={renderPortalLink}
    />
  );
}

const STATUSES = ['all', 'draft', 'active', 'inactive'] as const;

/** The list's filter, search and page live in the URL, so Back and shared links keep them. */
export function BrandProposalsRoute() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = STATUSES.find((value) => value === rawStatus) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const onQueryChange = (query: BrandProposalsQuery) => {
    const next = new URLSearchParams();
    if (query.status !== 'all') next.set('status', query.status);
    if (query.search) next.set('search', query.search);
    if (query.page > 1) next.set('page', String(query.page));
    setParams(next, { replace: true });
  };
  return (
    <BrandProposalsList
      status={status}
      search={params.get('search') ?? ''}
      page={page}
      onQueryChange={onQueryChange}
      proposalHref={proposalHref}
      newProposalHref={NEW_PROPOSAL}
      renderLink={renderPortalLink}
    />
  );
}

export function BrandProposalRoute() {
  const { id, secretSlug } = useParams();
  const proposalId = Number(id);
  if (secretSlug) {
    return (
      <BrandProposalScreen
        secretSlug={secretSlug}
        editHref={editProposalHref}
        dealHref={dealHref}
        renderLink={renderPortalLink}
      />
    );
  }
  return (
    <BrandProposalScreen
      key={proposalId}
      proposalId={proposalId}
      editHref={editProposalHref}
      dealHref={dealHref}
      renderLink={renderPortalLink}
    />
  );
}

export function BrandMediaRoute() {
  return <MediaLibrary dealHref={dealHref} renderLink={renderPortalLink} />;
}

/** `proposals/create` and `proposals/{id}/edit`: the shared form, then the proposal's page. */
export function BrandProposalFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = id ? Number(id) : undefined;
  return (
    <ProposalFormScreen
      key={id ?? 'new'}
      scope="brand"
      proposalId={proposalId}
      cancelHref={proposalId ? proposalHref(proposalId) : `${base}/proposals`}
      onSaved={(proposal) => navigate(proposalHref(proposal.id))}
    />
  );
}
