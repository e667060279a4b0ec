/** What the conversation and the conversations list both show: the other side and a loading row. */
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import type { ChatConversation } from './chat-messages';
import type { ConversationPartner } from './conversation-view';

/** The conversation's `side` as a partner: a brand has only its name, a creator a full name and avatar. */
export function conversationSide(
  conversation: ChatConversation,
  side: 'brand' | 'creator',
): ConversationPartner {
  if (side === 'brand') {
    const { brand } = conversation;
    return { name: brand.name, firstName: brand.name, lastName: null, avatarSrc: null };
  }
  const { creator } = conversation;
  return {
    name: creator.name,
    firstName: creator.first_name,
    lastName: creator.last_name,
    avatarSrc: creator.avatar_path,
  };
}

/** A person's row while loading: the avatar and two lines of text (`widths`, e.g. `['w-40', 'w-56']`). */
export function PersonSkeleton({
  widths,
  className,
}: {
  widths: readonly [string, string];
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Skeleton className="size-10 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className={cn('h-4', widths[0])} />
        <Skeleton className={cn('h-3', widths[1])} />
      </div>
    </div>
  );
}
