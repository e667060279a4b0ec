import {
  AdminActivityLogs,
  AdminBrandFormScreen,
  AdminBrandsList,
  AdminCategories,
  AdminDashboard,
  AdminProposalScreen,
  AdminProposalsList,
  AdminUserScreen,
  AdminUsersList,
  DealScreen,
  ProposalFormScreen,
  ScheduledNotifications,
  type ActivityLogsQuery,
  type AdminProposalsQuery,
} from '@colla/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession, useSessionActions } from '../session/session-context';
import { renderPortalLink } from '../shells';

const base = '/app/admin';
const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
const dealHref = (id: number) => `${base}/deals/${id}`;
const proposalHref = (id: number) => `${base}/proposals/${id}`;
const userHref = (id: number) => `${base}/users/${id}`;

export function AdminDashboardRoute() {
  const { user } = useSession();
  return (
    <AdminDashboard
      firstName={user?.first_name}
      hrefs={{
        users: (type) => withQuery(`${base}/users`, { type }),
        proposals: (status) => withQuery(`${base}/proposals`, { status }),
      }}
      renderLink={renderPortalLink}
    />
  );
}

const USER_TYPES = ['all', 'brand', 'creator', 'admin'] as const;
const USER_STATUSES = ['all', 'active', 'disabled'] as const;

/** `users`: search, type, status and page live in the URL. */
export function AdminUsersRoute() {
  const [params, setParams] = useSearchParams();
  const type = USER_TYPES.find((value) => value === params.get('type')) ?? 'all';
  const status = USER_STATUSES.find((value) => value === params.get('status')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const toParams = (query: { search: string; type: string; status: string; page: number }) => {
    const next = new URLSearchParams();
    if (query.search) next.set('search', query.search);
    if (query.type !== 'all') next.set('type', query.type);
    if (query.status !== 'all') next.set('status', query.status);
    if (query.page > 1) next.set('page', String(query.page));
    return next;
  };
  return (
    <AdminUsersList
      query={{ search, type, status, page }}
      onQueryChange={(next) => setParams(toParams(next), { replace: true })}
      pageHref={(next) => `?${toParams({ search, type, status, page: next }).toString()}`}
      userHref={userHref}
      renderLink={renderPortalLink}
    />
  );
}

/** `users/{id}`: the profile and their work; disable, enable and Impersonate. */
export function AdminUserRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { impersonate } = useSessionActions();
  const userId = Number(id);
  return (
    <AdminUserScreen
      key={userId}
      userId={userId}
      usersHref={`${base}/users`}
      proposalHref={proposalHref}
      dealHref={dealHref}
      onImpersonated={(response) =>
        impersonate({ token: response.token, user: response.user }, navigate)
      }
      renderLink={renderPortalLink}
    />
  );
}

/** `deals/{id}`: an admin reads any deal (both sides' tasks, read-only). */
export function AdminDealRoute() {
  const { id } = useParams();
  const dealId = Number(id);
  return (
    <DealScreen
      key={dealId}
      dealId={dealId}
      viewer="admin"
      dealsHref={`${base}/users`}
      renderLink={renderPortalLink}
    />
  );
}

/** Reads a positive whole number from the URL, or null. */
const idParam = (value: string | null): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};
const pageParam = (value: string | null) => idParam(value) ?? 1;

/** `brands`: search and page in the URL. */
export function AdminBrandsRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageParam(params.get('page'));
  const toParams = (query: { search: string; page: number }) => {
    const next = new URLSearchParams();
    if (query.search) next.set('search', query.search);
    if (query.page > 1) next.set('page', String(query.page));
    return next;
  };
  return (
    <AdminBrandsList
      query={{ search, page }}
      onQueryChange={(next) => setParams(toParams(next), { replace: true })}
      pageHref={(next) => `?${toParams({ search, page: next }).toString()}`}
      editHref={(id) => `${base}/brands/${id}/edit`}
      createHref={`${base}/brands/create`}
      renderLink={renderPortalLink}
    />
  );
}

/** `brands/create` and `brands/{id}/edit`. */
export function AdminBrandFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const brandId = id ? Number(id) : undefined;
  const back = () => navigate(`${base}/brands`);
  return (
    <AdminBrandFormScreen
      key={id ?? 'new'}
      brandId={brandId}
      onSaved={back}
      onDeleted={back}
      cancelHref={`${base}/brands`}
      renderLink={renderPortalLink}
    />
  );
}

export function AdminCategoriesRoute() {
  return <AdminCategories />;
}

/** `activity-logs`: user, action, days and page in the URL. */
export function AdminActivityLogsRoute() {
  const [params, setParams] = useSearchParams();
  const query: ActivityLogsQuery = {
    userId: idParam(params.get('user_id')),
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: pageParam(params.get('page')),
  };
  const toParams = (next: ActivityLogsQuery) => {
    const search = new URLSearchParams();
    if (next.userId) search.set('user_id', String(next.userId));
    if (next.action) search.set('action', next.action);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.page > 1) search.set('page', String(next.page));
    return search;
  };
  return (
    <AdminActivityLogs
      query={query}
      onQueryChange={(next) => setParams(toParams(next), { replace: true })}
      pageHref={(page) => `?${toParams({ ...query, page }).toString()}`}
    />
  );
}

const PROPOSAL_STATUSES = ['all', 'draft', 'active', 'inactive'] as const;

/** `proposals`: status, brand, search and page in the URL. */
export function AdminProposalsRoute() {
  const [params, setParams] = useSearchParams();
  const query: AdminProposalsQuery = {
    status: PROPOSAL_STATUSES.find((value) => value === params.get('status')) ?? 'all',
    brandId: idParam(params.get('brand_id')),
    search: params.get('search') ?? '',
    page: pageParam(params.get('page')),
  };
  const toParams = (next: AdminProposalsQuery) => {
    const search = new URLSearchParams();
    if (next.status !== 'all') search.set('status', next.status);
    if (next.brandId) search.set('brand_id', String(next.brandId));
    if (next.search) search.set('search', next.search);
    if (next.page > 1) search.set('page', String(next.page));
    return search;
  };
  return (
    <AdminProposalsList
      query={query}
      onQueryChange={(next) => setParams(toParams(next), { replace: true })}
      pageHref={(page) => `?${toParams({ ...query, page }).toString()}`}
      proposalHref={proposalHref}
      createHref={`${base}/proposals/create`}
      renderLink={renderPortalLink}
    />
  );
}

/** `proposals/{id}`: dates in English long format; edit and delete. */
export function AdminProposalRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = Number(id);
  return (
    <AdminProposalScreen
      key={proposalId}
      id={proposalId}
      editHref={(value) => `${base}/proposals/${value}/edit`}
      backHref={`${base}/proposals`}
      onDeleted={() => navigate(`${base}/proposals`)}
      renderLink={renderPortalLink}
    />
  );
}

/** `proposals/create` and `proposals/{id}/edit`: the shared form, any brand. */
export function AdminProposalFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = id ? Number(id) : undefined;
  return (
    <ProposalFormScreen
      key={id ?? 'new'}
      scope="admin"
      proposalId={proposalId}
      cancelHref={proposalId ? proposalHref(proposalId) : `${base}/proposals`}
      onSaved={(proposal) => navigate(proposalHref(proposal.id))}
    />
  );
}

const SCHEDULED_STATUSES = ['all', 'scheduled', 'sent', 'cancelled'] as const;

/** `scheduled-notifications`: status and page in the URL. */
export function AdminScheduledNotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const status = SCHEDULED_STATUSES.find((value) => value === params.get('status')) ?? 'all';
  const page = pageParam(params.get('page'));
  const toParams = (next: { status: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== 'all') search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    return search;
  };
  return (
    <ScheduledNotifications
      query={{ status, page }}
      onQueryChange={(next) => setParams(toParams(next), { replace: true })}
      pageHref={(next) => `?${toParams({ status, page: next }).toString()}`}
    />
  );
}
