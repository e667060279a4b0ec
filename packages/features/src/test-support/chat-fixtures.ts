/** The two sides of the chat the chat's tests and stories use. For tests and stories only. */
import type { ChatUser } from '../chat/chat-messages';

/** The brand's side: Jordi of Vermut Gràcia. */
export const jordi: ChatUser = {
  id: 12,
  first_name: 'Jordi',
  last_name: 'Ferrer',
  name: 'Jordi Ferrer',
  avatar_path: null,
};

/** The creator's side: Laia Puig. */
export const laia: ChatUser = {
  id: 31,
  first_name: 'Laia',
  last_name: 'Puig',
  name: 'Laia Puig',
  avatar_path: null,
};
