import { listConversationsOptions } from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { toViewState } from '../lib/query-state';
import {
  CONVERSATIONS_ERROR_MESSAGE,
  ConversationsListView,
  type ConversationsListLinks,
  type ConversationsListState,
} from './conversations-list-view';

/** The conversations list in the URL: its page, `?page=2`. */
export const conversationsSearch = z.object({ page: listParams.page() });

export type ConversationsListProps = ConversationsListLinks & {
  /** Which side is looking: the list names the other one. */
  viewer: 'brand' | 'creator';
};

/**
 * The signed-in side's conversations (`listConversations`), most recently active first; the
 * page lives in the URL, and the previous page stays visible while the next one loads.
 */
export function ConversationsList({ viewer, ...links }: ConversationsListProps) {
  const { i18n } = useLingui();
  const list = useListSearch(conversationsSearch);
  const result = useQuery({
    ...listConversationsOptions({ page: list.query.page }),
    placeholderData: keepPreviousData,
  });
  const state: ConversationsListState = toViewState(result);

  return (
    <ConversationsListView
      // The list says what failed in its own words; Try Again still comes from the read.
      state={
        state.status === 'error'
          ? { ...state, message: i18n._(CONVERSATIONS_ERROR_MESSAGE) }
          : state
      }
      viewer={viewer}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      {...links}
    />
  );
}
