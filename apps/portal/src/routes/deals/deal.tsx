import { Conversation } from '@colla/features/chat';
import { DealScreen } from '@colla/features/deals';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { dealsPath, proposalsPath, useDealSide } from './side';

/** `deals/{id}`: the tasks, both sides' progress, delivered content and the deal's live chat. */
export function Component() {
  const side = useDealSide();
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
      renderChat={
        user
          ? (conversationId) => <Conversation conversationId={conversationId} viewer={user} />
          : undefined
      }
    />
  );
}
