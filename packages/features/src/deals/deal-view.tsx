import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpRight, CalendarDays, CircleCheck, Handshake, MessagesSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@colla/ui/components/alert';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Field } from '@colla/ui/components/field';
import { Textarea } from '@colla/ui/components/textarea';
import { ErrorState } from '@colla/ui/components/error-state';
import { linkVariants } from '@colla/ui/components/link';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Spinner } from '@colla/ui/components/spinner';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate, formatMadridDate, formatMadridTimestamp } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { isTaskCompleted } from '../brand-proposal/tasks-completed';
import { CreatorAvatarName } from './creator-avatar-name';
import { DealCover } from './deal-cover';
import { DUE_HINT_LABELS, taskDueHint, type DueHint } from './deal-dates';
import { DealStatusBadge } from './deal-status-badge';
import { TaskProgress } from './task-progress';
import { RoundIcon } from '../lib/deal-round-icon';

export type Deal = components['schemas']['Deal'];
export type DealTask = components['schemas']['Task'];

/** Who is looking: one of the two sides (each ticks its own box), or an admin (reads only). */
export type DealViewer = 'brand' | 'creator' | 'admin';

export const DEAL_NOT_FOUND_TITLE = msg`Deal not found`;
export const DEAL_NOT_FOUND_MESSAGE = msg`This deal does not exist or you no longer have access to it. It may belong to another account.`;
export const DEAL_FORBIDDEN_TITLE = msg`No access`;
export const DEAL_FORBIDDEN_MESSAGE = msg`Deals are shared between a brand and a creator. Sign in with the account that is part of this deal.`;
export const DEAL_LOAD_ERROR_HEADING = msg`We couldn’t load this deal`;
export const DEAL_BACK_LABEL = msg`Back to deals`;
export const MARK_DONE_LABEL = msg`Mark done`;
/** The other side's box on a task: it confirms the work was done. */
export const CONFIRM_DONE_LABEL = msg`Confirm done`;
export const DEAL_CLOSED_MESSAGES = {
  completed: msg`Both sides finished every task: this deal is completed.`,
  cancelled: msg`This deal was cancelled. Its tasks can no longer be changed.`,
} as const;

/** A cancel reason's bounds (`DealCancelInput.reason`, trimmed). */
export const CANCEL_REASON_MIN_LENGTH = 10;
export const CANCEL_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_TOO_SHORT = msg`Say why in at least 10 characters.`;

export type DealState =
  | { status: 'loading' }
  | { status: 'success'; deal: Deal }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface DealViewProps {
  state: DealState;
  viewer: DealViewer;
  /** Today's calendar day in Barcelona (`YYYY-MM-DD`), for "Overdue" and "Due today". */
  today: string;
  /** Where "Back to deals" goes. */
  dealsHref: string;
  /** A proposal's page; without it the proposal's name is not a link. */
  proposalHref?: ((proposalId: number) => string) | undefined;
  /** Ticks or clears the viewer's own side of a task. */
  onToggleTask?: ((taskId: number, completed: boolean) => void) | undefined;
  /** Tasks whose change is being saved: their box is disabled. */
  savingTaskIds?: ReadonlySet<number> | undefined;
  /** Why the last change of a task failed, shown under that task. */
  taskError?: { taskId: number; message: string } | null | undefined;
  /** The deal's conversation (the app's chat), beside the tasks on wide screens. */
  chat?: ReactNode;
  /** The "Delivered content" section, under the tasks. */
  media?: ReactNode;
  /**
   * Cancels the (active) deal with a reason; without it there is no "Cancel deal". While the
   * promise runs the dialog's button spins; a rejection's message is shown in the dialog.
   */
  onCancelDeal?: ((reason: string) => Promise<unknown>) | undefined;
}

const SIDE_LABELS = { brand: msg`Brand`, creator: msg`Creator` } as const;

/** The other side's name, for one of the two sides; null for an admin (who sees both). */
function otherSideName(deal: Deal, viewer: DealViewer): string | null {
  if (viewer === 'brand') return deal.creator.name;
  if (viewer === 'creator') return deal.brand.name;
  return null;
}

/** Where the other side stands on a task, one whole sentence per side and state. */
function SideStatus({
  side,
  done,
  at,
}: {
  side: 'brand' | 'creator';
  done: boolean;
  at: string | null;
}) {
  const { t } = useLingui();
  const doneOn = at ? formatMadridDate(at) : null;
  if (side === 'brand') {
    if (!done) return t`Brand: not yet`;
    return doneOn ? t`Brand: done on ${doneOn}` : t`Brand: done`;
  }
  if (!done) return t`Creator: not yet`;
  return doneOn ? t`Creator: done on ${doneOn}` : t`Creator: done`;
}

const hintVariants: Record<DueHint, 'danger' | 'warning' | 'primary'> = {
  overdue: 'danger',
  today: 'warning',
  week: 'primary',
};

function TaskItem({
  task,
  viewer,
  today,
  editable,
  saving,
  error,
  onToggle,
}: {
  task: DealTask;
  viewer: DealViewer;
  today: string;
  editable: boolean;
  saving: boolean;
  error: string | null;
  onToggle?: ((taskId: number, completed: boolean) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const completed = isTaskCompleted(task);
  const taskName = task.name;
  // The side that does the task marks it done; the other side confirms it.
  const confirming = viewer !== task.assignee_type;
  const boxLabel = i18n._(confirming ? CONFIRM_DONE_LABEL : MARK_DONE_LABEL);
  const hint = taskDueHint(task, today);
  const sides = (['brand', 'creator'] as const).map((side) => ({
    side,
    done: side === 'brand' ? task.brand_completed : task.creator_completed,
    at: side === 'brand' ? task.brand_completed_at : task.creator_completed_at,
  }));
  const own = viewer === 'admin' ? null : sides.find((entry) => entry.side === viewer);
  const ownOn = own?.done && own.at ? formatMadridDate(own.at) : null;
  const readOnly = sides.filter((entry) => entry.side !== viewer);
  const errorId = `deal-task-${task.id}-error`;

  return (
    <li
      data-slot="deal-task"
      data-completed={completed || undefined}
      className={cn(
        'grid gap-3 rounded-xl border bg-surface p-4',
        completed
          ? 'border-success-700/30'
          : hint === 'overdue'
            ? 'border-danger-700/40'
            : 'border-line',
      )}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words text-ink">{task.name}</h3>
          {completed && (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              <Trans>Completed</Trans>
            </Badge>
          )}
        </div>
        {task.description.trim() && (
          <p className="text-sm break-words text-muted">{task.description}</p>
        )}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">
            <Trans>Who does it</Trans>
          </dt>
          <dd className="font-medium text-ink">{i18n._(SIDE_LABELS[task.assignee_type])}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <dt className="text-muted">
            <Trans>Due</Trans>
          </dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {formatLongDate(task.due_date)}
            {hint && <Badge variant={hintVariants[hint]}>{i18n._(DUE_HINT_LABELS[hint])}</Badge>}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2 border-t border-line pt-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-6">
        {own && (
          <div className="flex min-h-11 items-center gap-2 sm:min-h-0">
            <Checkbox
              checked={own.done}
              disabled={!editable}
              // While saving the box keeps its focus (no `disabled`) but takes no presses.
              aria-disabled={saving || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-55"
              aria-describedby={error ? errorId : undefined}
              onCheckedChange={(checked) => {
                if (!saving) onToggle?.(task.id, checked === true);
              }}
              // The visible word, and which task it is for screen readers: "Mark done: …".
              aria-label={confirming ? t`Confirm done: ${taskName}` : t`Mark done: ${taskName}`}
              label={boxLabel}
            />
            {saving && <Spinner size="sm" label={t`Saving`} />}
            {ownOn && !saving && (
              <span className="text-sm text-muted">{t`Ticked on ${ownOn}`}</span>
            )}
          </div>
        )}
        {readOnly.map((entry) => (
          <p key={entry.side} className="text-sm text-muted">
            <SideStatus side={entry.side} done={entry.done} at={entry.at} />
          </p>
        ))}
      </div>
      {error && (
        <Alert id={errorId} variant="danger" role="alert">
          {error}
        </Alert>
      )}
    </li>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto grid min-h-[40vh] max-w-md content-center justify-items-center gap-3 text-center">
      <RoundIcon icon={Handshake} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
    </div>
  );
}

function DealDetails({
  deal,
  viewer,
  today,
  dealsHref,
  proposalHref,
  onToggleTask,
  savingTaskIds,
  taskError,
  chat,
  media,
  onCancelDeal,
}: Omit<DealViewProps, 'state'> & { deal: Deal }) {
  const { t, i18n } = useLingui();
  const tasks = [...deal.tasks].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const editable = viewer !== 'admin' && deal.status === 'active';
  const other = otherSideName(deal, viewer);
  const brandName = deal.brand.name;
  const creatorName = deal.creator.name;
  const postingDeadline = deal.proposal.posting_deadline;
  const proposalLink = proposalHref
    ? renderLinkOrAnchor(
        { href: proposalHref(deal.proposal.id), label: t`View proposal` },
        cn(linkVariants(), 'min-h-11 items-center text-sm sm:min-h-0'),
        <>
          {t`View proposal`}
          <ArrowUpRight aria-hidden="true" className="size-4 self-center" />
        </>,
      )
    : null;

  return (
    <div className="grid gap-8">
      <PageHeader
        title={deal.proposal.name}
        description={other === null ? t`Between ${brandName} and ${creatorName}` : t`With ${other}`}
        back={{ href: dealsHref, label: i18n._(DEAL_BACK_LABEL) }}
      />
      <section
        aria-label={t`Deal summary`}
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-6 sm:p-6"
      >
        <DealCover
          image={deal.proposal.image}
          name={deal.proposal.name}
          alt={deal.proposal.name}
          size={256}
          className="aspect-[16/9] rounded-xl sm:aspect-square"
          placeholderClassName="hidden rounded-xl sm:flex"
          iconClassName="size-10"
        />
        <div className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <DealStatusBadge status={deal.status} size="md" />
            {proposalLink}
            {deal.status === 'active' && onCancelDeal && (
              <CancelDealButton other={other} onCancelDeal={onCancelDeal} />
            )}
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {viewer !== 'creator' && (
              <div className="grid gap-1">
                <dt className="text-muted">
                  <Trans>Creator</Trans>
                </dt>
                <dd className="flex min-w-0 items-center gap-2 font-medium text-ink">
                  <CreatorAvatarName creator={deal.creator} />
                </dd>
              </div>
            )}
            {viewer !== 'brand' && (
              <div className="grid gap-1">
                <dt className="text-muted">
                  <Trans>Brand</Trans>
                </dt>
                <dd className="font-medium break-words text-ink">{deal.brand.name}</dd>
              </div>
            )}
            <div className="grid gap-1">
              <dt className="text-muted">
                <Trans>Started</Trans>
              </dt>
              <dd className="font-medium text-ink">{formatMadridDate(deal.created_at)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted">
                <Trans>Posting deadline</Trans>
              </dt>
              <dd className="flex items-center gap-1.5 font-medium text-ink">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {postingDeadline ? formatLongDate(postingDeadline) : t`No deadline set`}
              </dd>
            </div>
          </dl>
          <TaskProgress tasks={deal.tasks} />
        </div>
      </section>

      {deal.cancellation && <CancellationNotice deal={deal} cancellation={deal.cancellation} />}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-8">
          <section aria-labelledby="deal-tasks-heading" className="grid gap-3">
            <h2 id="deal-tasks-heading" className="text-lg font-semibold">
              <Trans>Tasks</Trans>
            </h2>
            {deal.status !== 'active' && (
              <Alert variant={deal.status === 'completed' ? 'success' : 'info'}>
                {i18n._(DEAL_CLOSED_MESSAGES[deal.status])}
              </Alert>
            )}
            {viewer === 'admin' && (
              <p className="text-sm text-muted">
                <Trans>
                  Admins can follow the tasks; only the brand and the creator can mark them done.
                </Trans>
              </p>
            )}
            {tasks.length === 0 ? (
              <p className="text-muted">
                <Trans>This deal has no tasks. Agree on the next steps in the chat.</Trans>
              </p>
            ) : (
              <ol className="grid gap-3">
                {tasks.map((task) => (
                  <TaskItem
                    key={task.id}
                    task={task}
                    viewer={viewer}
                    today={today}
                    editable={editable}
                    saving={savingTaskIds?.has(task.id) ?? false}
                    error={taskError?.taskId === task.id ? taskError.message : null}
                    onToggle={onToggleTask}
                  />
                ))}
              </ol>
            )}
          </section>
          {media}
        </div>
        {chat && (
          <section
            aria-labelledby="deal-chat-heading"
            className="grid min-w-0 gap-3 lg:sticky lg:top-4"
          >
            <h2 id="deal-chat-heading" className="flex items-center gap-2 text-lg font-semibold">
              <MessagesSquare aria-hidden="true" className="size-5 text-muted" />
              {other === null
                ? t`Chat between ${brandName} and ${creatorName}`
                : t`Chat with ${other}`}
            </h2>
            {chat}
          </section>
        )}
      </div>
    </div>
  );
}

/** "Cancel deal", asking first with the reason (kept while the page is open, also on failure). */
function CancelDealButton({
  other,
  onCancelDeal,
}: {
  other: string | null;
  onCancelDeal: (reason: string) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      size="md"
      destructive
      title={t`Cancel this deal?`}
      message={
        other === null
          ? t`Both sides are told, with your reason. Its tasks can no longer be changed, and it cannot be undone.`
          : t`${other} is told, with your reason. Its tasks can no longer be changed, and it cannot be undone.`
      }
      confirmLabel={t`Cancel deal`}
      cancelLabel={t`Keep the deal`}
      onConfirm={async () => {
        const trimmed = reason.trim();
        if (trimmed.length < CANCEL_REASON_MIN_LENGTH) {
          throw new Error(i18n._(CANCEL_REASON_TOO_SHORT));
        }
        await onCancelDeal(trimmed);
      }}
      trigger={
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-0">
          {t`Cancel deal`}
        </Button>
      }
    >
      <Field label={t`Reason`} required hint={t`Between 10 and 500 characters.`}>
        <Textarea
          name="reason"
          rows={4}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

/** Who cancelled the deal, when (Barcelona's time) and why. */
function CancellationNotice({
  deal,
  cancellation,
}: {
  deal: Deal;
  cancellation: NonNullable<Deal['cancellation']>;
}) {
  const { t } = useLingui();
  const name = cancellation.cancelled_by?.name;
  const brandName = deal.brand.name;
  const who =
    name === undefined
      ? t`a former user`
      : cancellation.side === 'brand'
        ? t`${name} (${brandName})`
        : cancellation.side === 'admin'
          ? t`${name} (Colla)`
          : name;
  const when = formatMadridTimestamp(cancellation.cancelled_at);
  return (
    <Alert variant="warning" aria-label={t`Deal cancelled`}>
      <AlertTitle>{t`Cancelled by ${who} on ${when}`}</AlertTitle>
      <AlertDescription>
        <p className="break-words whitespace-pre-line">{cancellation.reason}</p>
      </AlertDescription>
    </Alert>
  );
}

/** A deal's page (`deals/{id}`) for both sides and admins, in every data state. */
export function DealView({ state, ...props }: DealViewProps) {
  const { t, i18n } = useLingui();
  const back = i18n._(DEAL_BACK_LABEL);
  return (
    <div data-slot="deal" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-8">
      {state.status === 'loading' && (
        <div role="status" aria-label={t`Loading deal`} className="grid gap-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {state.status === 'success' && <DealDetails deal={state.deal} {...props} />}
      {state.status === 'not-found' && (
        <Message title={i18n._(DEAL_NOT_FOUND_TITLE)} text={i18n._(DEAL_NOT_FOUND_MESSAGE)} />
      )}
      {state.status === 'forbidden' && (
        <Message title={i18n._(DEAL_FORBIDDEN_TITLE)} text={i18n._(DEAL_FORBIDDEN_MESSAGE)} />
      )}
      {state.status === 'error' && (
        <ErrorState
          heading={i18n._(DEAL_LOAD_ERROR_HEADING)}
          message={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      )}
      {state.status !== 'success' &&
        state.status !== 'loading' &&
        renderLinkOrAnchor(
          { href: props.dealsHref, label: back },
          cn(linkVariants(), 'mx-auto min-h-11 items-center sm:min-h-0'),
          back,
        )}
    </div>
  );
}
