import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { MessagesSquare } from 'lucide-react';
import { Avatar } from '@colla/ui/components/avatar';
import { EmptyState } from '@colla/ui/components/empty-state';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import type { ViewState } from '@colla/ui/lib/view-state';
import { ListRows, ListScreen } from '@colla/ui/patterns/list-screen';
import type { ChatConversation } from './chat-messages';
import { conversationSide, PersonSkeleton } from './conversation-parts';

export const CONVERSATIONS_TITLE = msg`Messages`;
export const CONVERSATIONS_DESCRIPTION = {
  creator: msg`One conversation with the brand of each deal.`,
  brand: msg`One conversation with the creator of each deal.`,
} as const;
export const CONVERSATIONS_ERROR_HEADING = msg`Error Loading Conversations`;
export const CONVERSATIONS_ERROR_MESSAGE = msg`Failed to load conversations`;
export const CONVERSATIONS_FORBIDDEN_MESSAGE = msg`Conversations are between a brand and a creator. Sign in with your brand or creator account to see yours.`;
export const CONVERSATIONS_EMPTY_TITLE = msg`No conversations yet`;
export const CONVERSATIONS_EMPTY_DESCRIPTION = {
  creator: msg`When a brand accepts one of your applications, your chat with them starts here.`,
  brand: msg`When you accept an application, your chat with the creator starts here.`,
} as const;
export const NO_MESSAGES_PREVIEW = msg`No messages yet`;

export type ConversationsPage = components['schemas']['ConversationPage'];
export type ConversationsListState = ViewState<ConversationsPage>;

export interface ConversationsListLinks {
  /** A conversation's page, e.g. `(id) => `/app/creator/chat/${id}``. */
  conversationHref: (conversationId: number) => string;
}

export type ConversationsListViewProps = ConversationsListLinks & {
  state: ConversationsListState;
  /** Which side is looking: the list names the other one. */
  viewer: 'brand' | 'creator';
  onPageChange: (page: number) => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: ((page: number) => string) | undefined;
};

/** "1 unread message", "3 unread messages". */
function useUnreadLabel() {
  const { t } = useLingui();
  return (count: number) =>
    t`${plural(count, { one: '# unread message', other: '# unread messages' })}`;
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
  const { i18n } = useLingui();
  const unreadLabel = useUnreadLabel();
  const other = conversationSide(conversation, viewer === 'creator' ? 'brand' : 'creator');
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
            src={other.avatarSrc}
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
                {last ? `${last.sender.first_name}: ${last.body}` : i18n._(NO_MESSAGES_PREVIEW)}
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

/** Skeleton rows while the first page loads, announced by their label. */
function ConversationsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading conversations`} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <PersonSkeleton key={i} widths={['w-1/3', 'w-2/3']} className="px-3 py-3" />
      ))}
    </div>
  );
}

/** A side's conversations (the creator's Messages screen), most recently active first. */
export function ConversationsListView({
  state,
  viewer,
  conversationHref,
  onPageChange,
  pageHref,
}: ConversationsListViewProps) {
  const { i18n, t } = useLingui();
  return (
    <ListScreen
      slot="conversations-list"
      title={i18n._(CONVERSATIONS_TITLE)}
      description={i18n._(CONVERSATIONS_DESCRIPTION[viewer])}
      state={state}
      filtered={false}
      words={{
        // Never filtered, so the count never says "found".
        count: (total) => t`${plural(total, { one: '# conversation', other: '# conversations' })}`,
        loading: t`Loading conversations…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of conversations.', other: 'There are # pages of conversations.' })}`,
      }}
      loading={<ConversationsSkeleton />}
      icon={<MessagesSquare aria-hidden="true" />}
      empty={
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          title={i18n._(CONVERSATIONS_EMPTY_TITLE)}
          description={i18n._(CONVERSATIONS_EMPTY_DESCRIPTION[viewer])}
        />
      }
      // Nothing narrows the list, so nothing can fail to match.
      noMatch={null}
      forbiddenMessage={i18n._(CONVERSATIONS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(CONVERSATIONS_ERROR_HEADING)}
      rows={(conversations) => (
        <ListRows label={t`Conversations`} className="grid-cols-[minmax(0,1fr)] gap-1">
          {conversations.map((conversation) => (
            <Row
              key={conversation.id}
              conversation={conversation}
              viewer={viewer}
              href={conversationHref(conversation.id)}
            />
          ))}
        </ListRows>
      )}
      paginationLabel={t`Conversations pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
