import { isApiError, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../lib/form-failure';
import type { RenderLink } from '../../patterns/app-shell/render-link';
import { madridToday } from '../../lib/format';
import { DealMedia } from './deal-media';
import { DealView, type Deal, type DealState, type DealViewer } from './deal-view';

export const TASK_SAVE_FAILED = 'Your change was not saved.';

export interface DealScreenProps {
  dealId: number;
  viewer: DealViewer;
  /** Where "Back to deals" goes, e.g. `/app/creator/deals`. */
  dealsHref: string;
  /** A proposal's page; without it the proposal is not linked. */
  proposalHref?: ((proposalId: number) => string) | undefined;
  renderLink?: RenderLink | undefined;
  /** The deal's conversation, e.g. `(id) => <Chat conversationId={id} />`; without it no chat. */
  renderChat?: ((conversationId: number) => ReactNode) | undefined;
  /** Today in Barcelona (`YYYY-MM-DD`); the real day unless a story fixes it. */
  today?: string | undefined;
}

/**
 * A deal with its tasks, connected: `GET /api/deals/{id}`, and
 * `PATCH /api/deals/{id}/tasks/{task_id}` for the viewer's own side (shown at once, undone when
 * the server refuses). After each change the deal and the deals list are read again, since the
 * deal may have become completed.
 */
export function DealScreen({
  dealId,
  viewer,
  dealsHref,
  proposalHref,
  renderLink,
  renderChat,
  today,
}: DealScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const init = { params: { path: { id: dealId } } };
  const { queryKey } = api.queryOptions('get', '/api/deals/{id}', init);
  const query = api.useQuery('get', '/api/deals/{id}', init);
  const update = api.useMutation('patch', '/api/deals/{id}/tasks/{task_id}');
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

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: ['get', '/api/deals'], exact: false }),
    ]);

  async function toggleTask(taskId: number, completed: boolean) {
    if (viewer === 'admin' || saving.has(taskId)) return;
    setTaskError(null);
    setSaving((ids) => new Set(ids).add(taskId));
    await queryClient.cancelQueries({ queryKey });
    setOwnFlag(taskId, completed);
    try {
      const task = await update.mutateAsync({
        params: { path: { id: dealId, task_id: taskId } },
        body: { completed },
      });
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
      setTaskError({
        taskId,
        message:
          isApiError(error, 409) && error.body?.message
            ? error.body.message
            : `${TASK_SAVE_FAILED} ${failureMessage(error)}`,
      });
    } finally {
      setSaving((ids) => {
        const next = new Set(ids);
        next.delete(taskId);
        return next;
      });
    }
    await refresh();
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
      renderLink={renderLink}
      onToggleTask={(taskId, completed) => void toggleTask(taskId, completed)}
      savingTaskIds={saving}
      taskError={taskError}
      chat={deal && renderChat ? renderChat(deal.conversation_id) : undefined}
      media={
        deal && viewer !== 'admin' ? (
          <DealMedia dealId={deal.id} viewer={viewer} brandName={deal.brand.name} />
        ) : undefined
      }
    />
  );
}
