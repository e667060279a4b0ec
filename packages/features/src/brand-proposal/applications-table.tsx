import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMadridDate } from '@colla/ui/lib/format';
import type { components } from '@colla/api-client';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { UserAvatar } from '../lib/deal-user-avatar';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { ErrorState } from '@colla/ui/components/error-state';
import { linkVariants } from '@colla/ui/components/link';
import { Skeleton } from '@colla/ui/components/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@colla/ui/components/table';
import { cn } from '@colla/ui/lib/cn';
import { AppLink } from '@colla/ui/lib/link';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { tasksCompletedLabel } from './tasks-completed';

export type BrandApplication = components['schemas']['Application'];
export type ApplicationDecision = 'accepted' | 'rejected';

/** Accepting creates the deal: the product's wording (docs/decisions.md). */
export const APPLICATION_ACCEPTED_MESSAGE: MessageDescriptor = msg`Application accepted and deal created successfully!`;
export const APPLICATION_REJECTED_LABEL: MessageDescriptor = msg`Application rejected`;
export const DEAL_CREATED_LABEL: MessageDescriptor = msg`Deal created`;
export const NO_APPLICATIONS_TITLE: MessageDescriptor = msg`No applications yet`;

export type ApplicationsTableState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; applications: readonly BrandApplication[] };

export interface ApplicationsTableProps {
  state: ApplicationsTableState;
  /** Where "View Deal" goes for a deal id. */
  dealHref: (dealId: number) => string;
  /** Accepts or declines a pending application; resolves when the decision has been handled. */
  onDecide: (application: BrandApplication, decision: ApplicationDecision) => Promise<unknown>;
  /** A success message over the table, e.g. {@link APPLICATION_ACCEPTED_MESSAGE}. */
  notice?: MessageDescriptor | null;
  className?: string;
}

/** When the creator applied, as a Madrid calendar date ("May 29, 2026"). */
export const formatAppliedDate = formatMadridDate;

/** A label shown before a cell's value only on phones, where the header row is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="text-xs font-semibold text-muted sm:hidden">
      {children}
    </span>
  );
}

function Actions({
  application,
  dealHref,
  onDecide,
}: { application: BrandApplication } & Pick<ApplicationsTableProps, 'dealHref' | 'onDecide'>) {
  const { i18n, t } = useLingui();
  const creator = application.creator.name;
  if (application.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          title={t`Accept ${creator}'s application?`}
          message={t`A deal with ${creator} will be created, with the tasks of this proposal, and ${creator} will be notified.`}
          confirmLabel={t`Accept`}
          onConfirm={() => onDecide(application, 'accepted')}
          trigger={
            <Button size="sm" aria-label={t`Accept ${creator}'s application`}>
              <Check aria-hidden="true" />
              <Trans>Accept</Trans>
            </Button>
          }
        />
        <ConfirmDialog
          title={t`Decline ${creator}'s application?`}
          message={t`${creator} will be told the application was not accepted. This cannot be undone.`}
          confirmLabel={t`Decline`}
          destructive
          onConfirm={() => onDecide(application, 'rejected')}
          trigger={
            <Button size="sm" variant="outline" aria-label={t`Decline ${creator}'s application`}>
              <X aria-hidden="true" />
              <Trans>Decline</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (application.status === 'rejected') {
    return <span className="text-muted">{i18n._(APPLICATION_REJECTED_LABEL)}</span>;
  }
  const { deal } = application;
  if (!deal) return <span className="text-muted">{i18n._(DEAL_CREATED_LABEL)}</span>;
  return (
    <div className="grid gap-1">
      <span className="font-medium text-success-700">{i18n._(DEAL_CREATED_LABEL)}</span>
      <AppLink
        href={dealHref(deal.id)}
        label={t`View Deal`}
        className={cn(linkVariants(), 'min-h-11 w-fit items-center font-semibold sm:min-h-0')}
      >
        <Trans>
          View Deal<span className="sr-only"> with {creator}</span>
        </Trans>
      </AppLink>
      <span className="text-sm text-muted">{tasksCompletedLabel(deal.tasks)}</span>
    </div>
  );
}

const cellClass = 'max-sm:grid max-sm:gap-1 max-sm:px-0 max-sm:py-0';

/**
 * The applications to a proposal: creator, applied date, status and actions. From
 * pending the brand accepts or declines; an accepted row links to its deal and shows task
 * progress. On phones each row becomes a card with the column names inside it.
 */
export function ApplicationsTable({
  state,
  dealHref,
  onDecide,
  notice,
  className,
}: ApplicationsTableProps) {
  const { i18n, t } = useLingui();
  return (
    <section
      data-slot="applications-table"
      aria-labelledby="applications-heading"
      className={cn('grid gap-4', className)}
    >
      <h2 id="applications-heading" className="text-xl font-semibold">
        <Trans>Applications</Trans>
      </h2>
      <div role="status" className="empty:hidden">
        {notice ? <Alert variant="success">{i18n._(notice)}</Alert> : null}
      </div>
      {state.status === 'error' ? (
        <ErrorState
          heading={t`Error Loading Applications`}
          headingLevel={3}
          message={state.message}
          onRetry={state.onRetry}
        />
      ) : state.status === 'success' && state.applications.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-surface px-6 py-10 text-center">
          <h3 className="font-semibold">{i18n._(NO_APPLICATIONS_TITLE)}</h3>
          <p className="mt-1 text-muted">
            <Trans>
              When creators apply to this proposal, they will appear here for you to review.
            </Trans>
          </p>
        </div>
      ) : (
        <Table
          aria-busy={state.status === 'loading' || undefined}
          containerClassName="max-sm:border-0 max-sm:bg-transparent"
          className="max-sm:block max-sm:[&>tbody]:grid max-sm:[&>tbody]:gap-3"
        >
          <TableCaption className="sr-only">
            <Trans>Applications to this proposal</Trans>
          </TableCaption>
          <TableHeader className="max-sm:sr-only">
            <TableRow>
              <TableHead scope="col">
                <Trans>Creator</Trans>
              </TableHead>
              <TableHead scope="col">
                <Trans>Applied</Trans>
              </TableHead>
              <TableHead scope="col">
                <Trans>Status</Trans>
              </TableHead>
              <TableHead scope="col">
                <Trans>Actions</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.status === 'loading'
              ? Array.from({ length: 3 }, (_, index) => (
                  <TableRow
                    key={index}
                    className="max-sm:grid max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:bg-surface max-sm:p-4"
                  >
                    {Array.from({ length: 4 }, (__, cell) => (
                      <TableCell key={cell} className={cellClass}>
                        <Skeleton className="h-4 max-w-40" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : state.applications.map((application) => (
                  <TableRow
                    key={application.id}
                    data-application-status={application.status}
                    className="align-top max-sm:grid max-sm:gap-3 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4"
                  >
                    <TableCell className={cellClass}>
                      <div className="flex items-center gap-3">
                        <UserAvatar user={application.creator} />
                        <div className="grid min-w-0">
                          <span className="font-medium break-words">
                            {application.creator.name}
                          </span>
                          <span className="text-sm break-all text-muted">
                            {application.creator.email}
                          </span>
                        </div>
                      </div>
                      {application.message && (
                        <p className="mt-2 max-w-prose text-sm whitespace-pre-line text-muted">
                          {application.message}
                        </p>
                      )}
                    </TableCell>
                    <TableCell className={cn(cellClass, 'whitespace-nowrap')}>
                      <PhoneLabel>
                        <Trans>Applied</Trans>
                      </PhoneLabel>
                      <time dateTime={application.created_at}>
                        {formatAppliedDate(application.created_at)}
                      </time>
                    </TableCell>
                    <TableCell className={cellClass}>
                      <PhoneLabel>
                        <Trans>Status</Trans>
                      </PhoneLabel>
                      <StatusBadge status={application.status} className="w-fit" />
                    </TableCell>
                    <TableCell className={cellClass}>
                      <Actions application={application} dealHref={dealHref} onDecide={onDecide} />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
