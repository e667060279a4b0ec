import { Conversation, DealScreen, DealsList, DEAL_STATUSES, type DealsQuery } from '@colla/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { renderPortalLink } from '../shells';

/** The two sides with deals; admins read deals through their own area. */
export type DealSide = 'brand' | 'creator';

const dealsPath = (side: DealSide) => `/app/${side}/deals`;
const proposalsPath = (side: DealSide) => `/app/${side}/proposals`;

/** `deals`: the status filter and page live in the URL, so Back and shared links keep them. */
export function DealsRoute({ side }: { side: DealSide }) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = DEAL_STATUSES.find((value) => value === rawStatus);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: DealsQuery = status ? { status, page } : { page };
  const onQueryChange = (next: DealsQuery) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return (
    <DealsList
      viewer={side}
      query={query}
      onQueryChange={onQueryChange}
      dealHref={(id) => `${dealsPath(side)}/${id}`}
      proposalsHref={proposalsPath(side)}
      renderLink={renderPortalLink}
    />
  );
}

/** `deals/{id}`: the tasks, both sides' progress, delivered content and the deal's live chat. */
export function DealRoute({ side }: { side: DealSide }) {
  const { id } = useParams();
  const { user } = useSession();
  const dealId = Number(id);
  return (
    <DealScreen
      key={dealId}
      dealId={dealId}
      viewer={side}
      dealsHref={dealsPath(side)}
      proposalHref={(proposalId) => `${proposalsPath(side)}/${proposalId}`}
      renderLink={renderPortalLink}
      renderChat={
        user
          ? (conversationId) => <Conversation conversationId={conversationId} viewer={user} />
          : undefined
      }
    />
  );
}
