import { ConversationsList } from '@colla/features/chat';
import { conversationHref } from './paths';

/** `chat`: one conversation per deal, most recently active first; the list reads its page from the URL. */
export function Component() {
  return <ConversationsList viewer="creator" conversationHref={conversationHref} />;
}
