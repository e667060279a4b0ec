import {
  getBrandRequestOptions,
  isApiError,
  listBrandRequestsOptions,
  useApproveBrandRequestMutation,
  useDeclineBrandRequestMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import { AdminBrandRequestView } from './admin-brand-request-view';
import { AdminBrandRequestsView, BRAND_REQUEST_STATUSES } from './admin-brand-requests-view';

/** Requests per page. */
export const BRAND_REQUESTS_PER_PAGE = 20;

/** The list's query in the URL: `?status=approved&page=2` (new ones by default). */
export const brandRequestsSearch = z.object({
  status: listParams.oneOf(BRAND_REQUEST_STATUSES, 'new'),
  page: listParams.page(),
});

/** Reads `listBrandRequests` (status and page from the URL) into `AdminBrandRequestsView`. */
export function AdminBrandRequests({ requestHref }: { requestHref: (id: number) => string }) {
  const list = useListSearch(brandRequestsSearch);
  const result = useQuery({
    ...listBrandRequestsOptions({
      status: list.query.status,
      page: list.query.page,
      per_page: BRAND_REQUESTS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });
  return (
    <AdminBrandRequestsView
      state={toViewState(result)}
      status={list.query.status}
      onStatusChange={(status) => list.filter({ status })}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      requestHref={requestHref}
    />
  );
}

/** A dialog's failure: the server's own words (409 already decided, 422 reason or email). */
const dialogError = (error: unknown) => new Error(failureMessageWithField(error));

function failureMessageWithField(error: unknown): string {
  const errors = isApiError(error, 422) ? error.body?.errors : undefined;
  return (errors && Object.values(errors)[0]?.[0]) ?? failureMessage(error);
}

/** Reads `getBrandRequest`; approves or declines it with the generated mutations. */
export function AdminBrandRequest({
  requestId,
  listHref,
  brandHref,
}: {
  requestId: number;
  listHref: string;
  brandHref: (id: number) => string;
}) {
  const { t } = useLingui();
  const result = useQuery(getBrandRequestOptions({ id: requestId }));
  const approve = useApproveBrandRequestMutation();
  const decline = useDeclineBrandRequestMutation();
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AdminBrandRequestView
      state={toViewState(result, { notFound: true })}
      listHref={listHref}
      brandHref={brandHref}
      reason={reason}
      onReasonChange={setReason}
      notice={notice}
      onApprove={async () => {
        try {
          const request = await approve.mutateAsync({ id: requestId });
          const business = request.business_name;
          const contact = request.first_name;
          setNotice(t`${business} is on Colla: ${contact} got an invitation to manage it.`);
        } catch (error) {
          throw dialogError(error);
        }
      }}
      onDecline={async () => {
        try {
          const request = await decline.mutateAsync({ id: requestId, body: { reason } });
          const contact = request.first_name;
          setNotice(t`Declined. ${contact} got your reason by email.`);
        } catch (error) {
          throw dialogError(error);
        }
      }}
    />
  );
}
