import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Field } from '@colla/ui/components/field';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Textarea } from '@colla/ui/components/textarea';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import type { ViewState } from '@colla/ui/lib/view-state';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { ViewStateBody } from '../lib/view-state-body';
import {
  BRAND_REQUESTS_FORBIDDEN_MESSAGE,
  BrandRequestStatusBadge,
  placeOf,
  useKindLabel,
  type BrandRequest,
} from './admin-brand-requests-view';

/** The longest decline reason (`DeclineBrandRequestInput.reason`). */
export const DECLINE_REASON_MAX_LENGTH = 1000;

export interface AdminBrandRequestViewProps {
  state: ViewState<BrandRequest>;
  /** The list, for the back link. */
  listHref: string;
  /** The brand an approved request made (its edit page). */
  brandHref: (id: number) => string;
  /** Creates the brand and invites the contact; rejects with the message the dialog shows. */
  onApprove: () => Promise<unknown>;
  /** The reason, as typed (kept by the caller so a failure keeps it). */
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Declines with the reason; rejects with the message the dialog shows. */
  onDecline: () => Promise<unknown>;
  /** Said after a decision, e.g. "Forn de la Vila is on Colla: Marta got an invitation." */
  notice?: string | null;
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** One business's request to join: what it said, and Approve or Decline while it is new. */
export function AdminBrandRequestView({
  state,
  listHref,
  brandHref,
  onApprove,
  reason,
  onReasonChange,
  onDecline,
  notice,
}: AdminBrandRequestViewProps) {
  const { i18n, t } = useLingui();
  const kindLabel = useKindLabel();
  const back = { href: listHref, label: t`Back to brand requests` };
  return (
    <div data-slot="admin-brand-request" className="grid gap-6">
      {state.status !== 'success' && <PageHeader title={t`Brand request`} back={back} />}
      <ViewStateBody
        state={state}
        loadingLabel={t`Loading the request…`}
        skeleton={<Skeleton shape="block" className="h-64" />}
        forbiddenMessage={i18n._(BRAND_REQUESTS_FORBIDDEN_MESSAGE)}
        errorHeading={t`We couldn’t load the request`}
        notFound={{
          heading: t`Request not found`,
          message: t`This request does not exist. Go back to the list to see the others.`,
        }}
      >
        {(request) => {
          const business = request.business_name;
          const contact = request.first_name;
          const sent = formatMadridTimestamp(request.created_at);
          return (
            <>
              <PageHeader
                title={business}
                description={`${kindLabel(request.kind)} · ${placeOf(request)}`}
                back={back}
                actions={
                  request.status === 'new' ? (
                    <div className="flex flex-wrap gap-2">
                      <ConfirmDialog
                        title={t`Approve ${business}?`}
                        message={t`Colla creates the brand and emails ${contact} an invitation to manage it. It cannot be undone here.`}
                        confirmLabel={t`Approve and invite`}
                        onConfirm={onApprove}
                        trigger={<Button>{t`Approve`}</Button>}
                      />
                      <ConfirmDialog
                        size="md"
                        destructive
                        title={t`Decline ${business}?`}
                        message={t`${contact} gets an email with your reason, in the language they wrote in.`}
                        confirmLabel={t`Decline and send`}
                        onConfirm={onDecline}
                        trigger={<Button variant="outline">{t`Decline`}</Button>}
                      >
                        <Field label={t`Reason`} required>
                          <Textarea
                            name="reason"
                            rows={4}
                            maxLength={DECLINE_REASON_MAX_LENGTH}
                            value={reason}
                            onChange={(event) => onReasonChange(event.target.value)}
                          />
                        </Field>
                      </ConfirmDialog>
                    </div>
                  ) : null
                }
              />
              {notice ? (
                <Alert variant="success" role="status">
                  <AlertDescription>{notice}</AlertDescription>
                </Alert>
              ) : null}
              <section className="grid gap-4 rounded-xl border border-line bg-surface p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <BrandRequestStatusBadge status={request.status} />
                  <span className="text-sm text-muted">
                    <Trans>Sent {sent}</Trans>
                  </span>
                </div>
                <dl className="grid gap-4 sm:grid-cols-2">
                  <Detail label={t`What they would offer creators`}>{request.offer}</Detail>
                  <Detail label={t`Contact`}>
                    {request.first_name} {request.last_name}
                  </Detail>
                  <Detail label={t`Email`}>
                    <a className="underline" href={`mailto:${request.email}`}>
                      {request.email}
                    </a>
                  </Detail>
                  <Detail label={t`Phone`}>
                    <a className="underline" href={`tel:${request.phone.replace(/\s/g, '')}`}>
                      {request.phone}
                    </a>
                  </Detail>
                  <Detail label={t`Website`}>{request.website ?? '—'}</Detail>
                  <Detail label={t`Instagram`}>
                    {request.instagram_handle ? `@${request.instagram_handle}` : '—'}
                  </Detail>
                  {request.decline_reason ? (
                    <Detail label={t`Reason for declining`}>{request.decline_reason}</Detail>
                  ) : null}
                  {request.brand_id ? (
                    <Detail label={t`Brand`}>
                      {renderLinkOrAnchor(
                        { href: brandHref(request.brand_id), label: business },
                        'font-semibold text-primary-700 underline',
                        business,
                      )}
                    </Detail>
                  ) : null}
                </dl>
              </section>
            </>
          );
        }}
      </ViewStateBody>
    </div>
  );
}
