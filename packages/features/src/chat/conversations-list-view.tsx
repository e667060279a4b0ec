import { MessagesSquare } from 'lucide-react';
import { Avatar } from '@colla/ui/components/avatar';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState } from '@colla/ui/components/error-state';
import { Pagination } from '@colla/ui/components/pagination';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import type { ChatConversation } from './chat-messages';

export const CONVERSATIONS_ERROR_MESSAGE = 'Failed to load conversations';
export const CONVERSATIONS_EMPTY_TITLE = 'No conversations yet';
export const CONVERSATIONS_EMPTY_DESCRIPTION = {
  creator: 'When a brand accepts one of your applications, your chat with them starts here.',
  brand: 'When you accept an application, your chat with the creator starts here.',
} as const;
export const NO_MESSAGES_PREVIEW = 'No messages yet';

export type ConversationsListState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      status: 'success';
      conversations: ChatConversation[];
      page: number;
      lastPage: number;
      onPageChange: (page: number) => void;
    };

export interface ConversationsListViewProps {
  state: ConversationsListState;
  /** Which side is looking: the list names the other one. */
  viewer: 'brand' | 'creator';
  conversationHref: (conversationId: number) => string;
  className?: string;
}

function otherSide(conversation: ChatConversation, viewer: 'brand' | 'creator') {
  if (viewer === 'creator') {
    const { brand } = conversation;
    return { name: brand.name, firstName: brand.name, lastName: null, avatar: null };
  }
  const { creator } = conversation;
  return {
    name: creator.name,
    firstName: creator.first_name,
    lastName: creator.last_name,
    avatar: creator.avatar_path,
  };
}

function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

function Row({
  conversation,
  viewer,
  href,
}: {
  conversation: ChatConversation;
  viewer: 'brand' | 'creator';
  href: string;
}) {
  const other = otherSide(conversation, viewer);
  const { last_message: last, unread_count: unread } = conversation;
  const when = last?.created_at ?? conversation.updated_at;
  const label = `${other.name}, ${conversation.proposal.name}${unread > 0 ? `, ${unreadLabel(unread)}` : ''}`;
  return (
    <li>
      {renderLinkOrAnchor(
        { href, label },
        cn(
          'flex min-h-16 items-center gap-3 rounded-xl px-3 py-3 text-ink hover:bg-stone-100',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        ),
        <>
          <Avatar
            decorative
            firstName={other.firstName}
            lastName={other.lastName}
            src={other.avatar}
          />
          <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
            <span className="flex items-baseline justify-between gap-2">
              <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-semibold')}>
                {other.name}
              </span>
              <time dateTime={when} className="shrink-0 text-xs text-muted">
                {formatMadridTimestamp(when)}
              </time>
            </span>
            <span className="truncate text-sm text-muted">{conversation.proposal.name}</span>
            <span className="flex items-center justify-between gap-2">
              <span
                className={cn(
                  'truncate text-sm',
                  unread > 0 ? 'font-medium text-ink' : 'text-muted',
                )}
              >
                {last ? `${last.sender.first_name}: ${last.body}` : NO_MESSAGES_PREVIEW}
              </span>
              {unread > 0 && (
                <span
                  data-slot="unread-count"
                  className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-700 px-2 text-xs font-bold text-white"
                >
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className="sr-only">{unreadLabel(unread)}</span>
                </span>
              )}
            </span>
          </span>
        </>,
      )}
    </li>
  );
}

/** A side's conversations (the creator's Messages screen), most recently active first. */
export function ConversationsListView({
  state,
  viewer,
  conversationHref,
  className,
}: ConversationsListViewProps) {
  return (
    <div
      data-slot="conversations-list"
      className={cn('grid w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-4', className)}
    >
      {state.status === 'loading' && (
        <div role="status" aria-label="Loading conversations" className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <ErrorState
          heading="Error Loading Conversations"
          message={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      )}
      {state.status === 'success' && state.conversations.length === 0 && (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          title={CONVERSATIONS_EMPTY_TITLE}
          description={CONVERSATIONS_EMPTY_DESCRIPTION[viewer]}
        />
      )}
      {state.status === 'success' && state.conversations.length > 0 && (
        <>
          <ul aria-label="Conversations" className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {state.conversations.map((conversation) => (
              <Row
                key={conversation.id}
                conversation={conversation}
                viewer={viewer}
                href={conversationHref(conversation.id)}
              />
            ))}
          </ul>
          {state.lastPage > 1 && (
            <Pagination
              page={state.page}
              lastPage={state.lastPage}
              onPageChange={state.onPageChange}
            />
          )}
        </>
      )}
    </div>
  );
}
