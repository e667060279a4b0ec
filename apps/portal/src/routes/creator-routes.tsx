import {
  CalendarScreen,
  CategoryScreen,
  Conversation,
  ConversationsList,
  CreatorDashboard,
  CreatorProposalScreen,
  CreatorProposals,
  NotificationsScreen,
  PageHeader,
  linkVariants,
  type CreatorProposalsQuery,
} from '@colla/ui';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { renderPortalLink } from '../shells';
import { proposalsQueryFrom, proposalsSearchOf } from './creator-proposals-query';

const base = '/app/creator';
const dealHref = (id: number) => `${base}/deals/${id}`;
const proposalHref = (id: number) => `${base}/proposals/${id}`;
const conversationHref = (id: number) => `${base}/chat/${id}`;
const categoryHref = (id: number) => `${base}/categories/${id}`;
const proposalsHref = `${base}/proposals`;

/** A list's query in the URL: Back, reloads and shared links keep filters, sort and page. */
function useProposalsQuery() {
  const [params, setParams] = useSearchParams();
  const query = proposalsQueryFrom(params);
  const onQueryChange = (next: CreatorProposalsQuery) =>
    setParams(proposalsSearchOf(next), { replace: true });
  const pageHref = (page: number) => {
    const search = proposalsSearchOf({ ...query, page }).toString();
    return search ? `?${search}` : '?';
  };
  return { query, onQueryChange, pageHref };
}

/** `proposals`: active proposals with filters, search and sorting. */
export function CreatorProposalsRoute() {
  return (
    <CreatorProposals
      {...useProposalsQuery()}
      proposalHref={proposalHref}
      categoryHref={categoryHref}
      renderLink={renderPortalLink}
    />
  );
}

/** `categories/{id}`: a category's active proposals. */
export function CategoryRoute() {
  const { id } = useParams();
  const categoryId = Number(id);
  return (
    <CategoryScreen
      key={categoryId}
      categoryId={categoryId}
      {...useProposalsQuery()}
      proposalsHref={proposalsHref}
      proposalHref={proposalHref}
      categoryHref={categoryHref}
      renderLink={renderPortalLink}
    />
  );
}

/** `proposals/{id}`: everything to decide, and Apply. */
export function CreatorProposalRoute() {
  const { id } = useParams();
  const proposalId = Number(id);
  return (
    <CreatorProposalScreen
      key={proposalId}
      proposalId={proposalId}
      proposalsHref={proposalsHref}
      dealHref={dealHref}
      profileHref={`${base}/settings`}
      renderLink={renderPortalLink}
    />
  );
}

export function CreatorDashboardRoute() {
  const { user } = useSession();
  return (
    <CreatorDashboard
      firstName={user?.first_name}
      proposalsHref={`${base}/proposals`}
      chatHref={`${base}/chat`}
      settingsHref={`${base}/settings`}
      dealHref={dealHref}
      proposalHref={proposalHref}
      renderLink={renderPortalLink}
    />
  );
}

/** `chat`: one conversation per deal, most recently active first; the page lives in the URL. */
export function ChatListRoute() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div className="grid gap-6">
      <PageHeader title="Messages" description="One conversation with the brand of each deal." />
      <ConversationsList
        viewer="creator"
        conversationHref={conversationHref}
        renderLink={renderPortalLink}
        page={page}
        onPageChange={(next) =>
          setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
        }
      />
    </div>
  );
}

/** `chat/{id}`: the conversation, live. */
export function ChatRoute() {
  const { id } = useParams();
  const { user } = useSession();
  const conversationId = Number(id);
  return (
    <div className="grid gap-4">
      <Link
        to={`${base}/chat`}
        className={linkVariants({ className: 'min-h-11 w-fit items-center' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All messages
      </Link>
      {user && <Conversation conversationId={conversationId} viewer={user} />}
    </div>
  );
}

/** `calendar`: the month lives in the URL (`?month=2026-11`), so Back and reloads keep it. */
export function CalendarRoute() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  return (
    <CalendarScreen
      dealHref={dealHref}
      proposalHref={proposalHref}
      renderLink={renderPortalLink}
      month={month && /^\d{4}-\d{2}$/.test(month) ? month : undefined}
      onMonthChange={(next) => setParams({ month: next }, { replace: true })}
    />
  );
}

export function NotificationsRoute() {
  return <NotificationsScreen renderLink={renderPortalLink} />;
}
