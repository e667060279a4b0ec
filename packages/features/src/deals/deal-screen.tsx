import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  getDealOptions,
  isApiError,
  keys,
  useCancelDealMutation,
  useUpdateDealTaskMutation,
} from '@colla/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../lib/form-failure';
import { madridToday } from '@colla/ui/lib/format';
import { DealMedia } from './deal-media';
import { DealView, type Deal, type DealState, type DealViewer } from './deal-view';

export const TASK_SAVE_FAILED = msg`Your change was not saved.`;

export interface DealScreenProps {
  dealId: number;
  viewer: DealViewer;
  /** Where "Back to deals" goes, e.g. `/app/creator/deals`. */
  dealsHref: string;
  /** A proposal's page; without it the proposal is not linked. */
  proposalHref?: ((proposalId: number) => string) | undefined;
  /** The deal's conversation, e.g. `(id) => <Chat conversationId={id} />`; without it no chat. */
  renderChat?: ((conversationId: number) => ReactNode) | undefined;
  /** Today in Barcelona (`YYYY-MM-DD`); the real day unless a story fixes it. */
  today?: string | undefined;
}

/**
 * A deal with its tasks, connected: `getDeal`, and `updateDealTask` for the viewer's own side
 * (shown at once, undone when the server refuses). A saved change makes the deals and the
 * calendar stale (invalidation.ts), since the deal may have become completed; a refused one reads
 * the deal again.
 */
export function DealScreen({
  dealId,
  viewer,
  dealsHref,
  proposalHref,
  renderChat,
  today,
}: DealScreenProps) {
  const queryClient = useQueryClient();
  const queryKey = keys.Deals.getDeal({ id: dealId });
  const query = useQuery(getDealOptions({ id: dealId }));
  const update = useUpdateDealTaskMutation();
  const cancel = useCancelDealMutation();

  /** Cancels the deal; a refusal (409 already closed, 422 reason) rejects with the server's words. */
  async function cancelDeal(reason: string) {
    try {
      const deal = await cancel.mutateAsync({ id: dealId, body: { reason } });
      queryClient.setQueryData<Deal>(queryKey, deal);
    } catch (error) {
      if (isApiError(error, 409)) void query.refetch();
      const fieldError = isApiError(error, 422)
        ? Object.values(error.body?.errors ?? {})[0]?.[0]
        : undefined;
      throw new Error(
        fieldError ??
          (isApiError(error) && error.status < 500 && error.body?.message
            ? error.body.message
            : failureMessage(error)),
      );
    }
  }
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [taskError, setTaskError] = useState<{ taskId: number; message: string } | null>(null);

  const setOwnFlag = (taskId: number, completed: boolean) => {
    if (viewer === 'admin') return;
    const flag = viewer === 'brand' ? 'brand_completed' : 'creator_completed';
    queryClient.setQueryData<Deal>(
      queryKey,
      (deal) =>
        deal && {
          ...deal,
          tasks: deal.tasks.map((task) =>
            task.id === taskId ? { ...task, [flag]: completed } : task,
          ),
        },
    );
  };

  async function toggleTask(taskId: number, completed: boolean) {
    if (viewer === 'admin' || saving.has(taskId)) return;
    setTaskError(null);
    setSaving((ids) => new Set(ids).add(taskId));
    await queryClient.cancelQueries({ queryKey });
    setOwnFlag(taskId, completed);
    try {
      const task = await update.mutateAsync({ id: dealId, task_id: taskId, body: { completed } });
      queryClient.setQueryData<Deal>(
        queryKey,
        (deal) =>
          deal && {
            ...deal,
            tasks: deal.tasks.map((t) => (t.id === taskId ? { ...t, ...task } : t)),
          },
      );
    } catch (error) {
      setOwnFlag(taskId, !completed);
      // The deal may have changed meanwhile (e.g. completed by the other side).
      void query.refetch();
      setTaskError({
        taskId,
        message:
          isApiError(error, 409) && error.body?.message
            ? error.body.message
            : `${i18n._(TASK_SAVE_FAILED)} ${failureMessage(error)}`,
      });
    } finally {
      setSaving((ids) => {
        const next = new Set(ids);
        next.delete(taskId);
        return next;
      });
    }
  }

  let state: DealState;
  if (query.data) state = { status: 'success', deal: query.data };
  else if (query.isPending) state = { status: 'loading' };
  else if (isApiError(query.error, 404)) state = { status: 'not-found' };
  else if (isApiError(query.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(query.error),
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    };

  const deal = query.data;
  return (
    <DealView
      state={state}
      viewer={viewer}
      today={today ?? madridToday()}
      dealsHref={dealsHref}
      proposalHref={proposalHref}
      onToggleTask={(taskId, completed) => void toggleTask(taskId, completed)}
      savingTaskIds={saving}
      taskError={taskError}
      onCancelDeal={cancelDeal}
      chat={deal && renderChat ? renderChat(deal.conversation_id) : undefined}
      media={
        deal && viewer !== 'admin' ? (
          <DealMedia dealId={deal.id} viewer={viewer} brandName={deal.brand.name} />
        ) : undefined
      }
    />
  );
}
