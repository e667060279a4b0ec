import { listConversationsOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONVERSATIONS_ERROR_MESSAGE,
  ConversationsListView,
  type ConversationsListState,
} from './conversations-list-view';

export interface ConversationsListProps {
  /** Which side is looking: the list names the other one. */
  viewer: 'brand' | 'creator';
  conversationHref: (conversationId: number) => string;
  /** The page to show, when the app keeps it (e.g. in the URL); otherwise kept here. */
  page?: number;
  onPageChange?: (page: number) => void;
  className?: string;
}

/** The signed-in side's conversations (`listConversations`), most recently active first. */
export function ConversationsList({
  viewer,
  conversationHref,
  page: controlledPage,
  onPageChange,
  className,
}: ConversationsListProps) {
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const query = useQuery(listConversationsOptions({ page }));

  let state: ConversationsListState;
  if (query.data) {
    state = {
      status: 'success',
      conversations: query.data.data,
      page: query.data.meta.current_page,
      lastPage: query.data.meta.last_page,
      onPageChange: (next) => {
        setOwnPage(next);
        onPageChange?.(next);
      },
    };
  } else if (query.isPending) state = { status: 'loading' };
  else {
    state = {
      status: 'error',
      message: CONVERSATIONS_ERROR_MESSAGE,
      retrying: query.isFetching,
      onRetry: () => void query.refetch(),
    };
  }

  return (
    <ConversationsListView
      state={state}
      viewer={viewer}
      conversationHref={conversationHref}
      className={className}
    />
  );
}
