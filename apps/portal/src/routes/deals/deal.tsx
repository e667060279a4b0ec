import { Conversation } from '@colla/features/chat';
import { DealScreen } from '@colla/features/deals';
import { useSession } from '../../session/session-context';
import { byIdParam } from '../route-objects';
import { dealsPath, proposalsPath, useDealSide } from './side';

/** `deals/{id}`: the tasks, both sides' progress, delivered content and the deal's live chat. */
export const Component = byIdParam(function Deal({ id }) {
  const side = useDealSide();
  const { user } = useSession();
  return (
    <DealScreen
      dealId={id}
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
});
