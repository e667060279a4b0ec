import { ConversationsList } from '@colla/features/chat';
import { useDealSide } from '../deals/side';
import { conversationPath } from './paths';

/**
 * `chat`: the side's inbox, one conversation per deal, most recently active first, with its last
 * message and unread count (kept fresh by the tab's event stream); the page is in the URL.
 */
export function Component() {
  const side = useDealSide();
  return <ConversationsList viewer={side} conversationHref={(id) => conversationPath(side, id)} />;
}
