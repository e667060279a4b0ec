import { barriName } from '@colla/api-client/places';
import type { components } from '@colla/api-client';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import { Badge } from '@colla/ui/components/badge';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridTimestamp } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import type { ViewState } from '@colla/ui/lib/view-state';
import { ListRows, SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { BUSINESS_KINDS } from '../brand-join/brand-join-fields';
import { FilteredListScreen } from '../lib/filtered-list-screen';

export type BrandRequest = components['schemas']['BrandRequest'];
export type BrandRequestPage = components['schemas']['BrandRequestPage'];
export type BrandRequestStatus = components['schemas']['BrandRequestStatus'];

export const BRAND_REQUEST_STATUSES = ['new', 'approved', 'declined'] as const;

export const BRAND_REQUESTS_TITLE = msg`Brand requests`;
export const BRAND_REQUESTS_FORBIDDEN_MESSAGE = msg`Requests to join are answered by Colla admins. Sign in with an admin account to see them.`;
export const BRAND_REQUESTS_LOAD_ERROR_HEADING = msg`We couldn’t load the requests`;

const STATUS_LABELS = {
  new: msg({ message: 'New', context: 'brand request status' }),
  approved: msg({ message: 'Approved', context: 'brand request status' }),
  declined: msg({ message: 'Declined', context: 'brand request status' }),
} as const;

/** A request's kind of business in words. */
export function useKindLabel() {
  const { i18n } = useLingui();
  return (kind: BrandRequest['kind']) => {
    const found = BUSINESS_KINDS.find((option) => option.value === kind);
    return found ? i18n._(found.label) : kind;
  };
}

/** Where the business is: its barri, or the town it wrote. */
export function placeOf(request: Pick<BrandRequest, 'barri' | 'town'>): string {
  return (request.barri ? barriName(request.barri) : request.town) ?? '';
}

export function BrandRequestStatusBadge({ status }: { status: BrandRequestStatus }) {
  const { i18n } = useLingui();
  const variant = status === 'new' ? 'primary' : status === 'approved' ? 'success' : 'neutral';
  return <Badge variant={variant}>{i18n._(STATUS_LABELS[status])}</Badge>;
}

export interface AdminBrandRequestsViewProps {
  state: ViewState<BrandRequestPage>;
  status: BrandRequestStatus;
  onStatusChange: (status: BrandRequestStatus) => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  /** A request's page, e.g. `(id) => `/app/admin/brand-requests/${id}``. */
  requestHref: (id: number) => string;
}

const nameLinkClass = cn(
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/** Businesses that asked to join, by status (with how many in each), newest first. */
export function AdminBrandRequestsView({
  state,
  status,
  onStatusChange,
  onPageChange,
  pageHref,
  requestHref,
}: AdminBrandRequestsViewProps) {
  const { i18n, t } = useLingui();
  const kindLabel = useKindLabel();
  const counts = state.status === 'success' ? state.data.status_counts : null;
  const labels = Object.fromEntries(
    BRAND_REQUEST_STATUSES.map((value) => {
      const label = i18n._(STATUS_LABELS[value]);
      const count = counts?.[value];
      return [value, count === undefined ? label : `${label} (${count})`];
    }),
  ) as Record<BrandRequestStatus, string>;

  return (
    <FilteredListScreen
      slot="admin-brand-requests"
      title={i18n._(BRAND_REQUESTS_TITLE)}
      description={t`Businesses that asked to join Colla. Approve to create the brand and invite its contact.`}
      filters={
        <SegmentedFilter
          label={t`Filter by status`}
          options={BRAND_REQUEST_STATUSES}
          labels={labels}
          value={status}
          onChange={onStatusChange}
        />
      }
      state={state}
      filtered={status !== 'new'}
      words={{
        count: (total) => t`${plural(total, { one: '# request', other: '# requests' })}`,
        loading: t`Loading requests…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of requests.', other: 'There are # pages of requests.' })}`,
      }}
      icon={Store}
      empty={{
        title: t`No new requests`,
        description: t`When a business asks to join on the site, it appears here and you get a notification.`,
      }}
      noMatch={{
        title: t`No requests here`,
        description: t`No request has this status yet.`,
        clearLabel: t`Show new requests`,
        onClear: () => onStatusChange('new'),
      }}
      forbiddenMessage={i18n._(BRAND_REQUESTS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(BRAND_REQUESTS_LOAD_ERROR_HEADING)}
      rows={(requests) => (
        <ListRows label={i18n._(BRAND_REQUESTS_TITLE)} className="gap-3">
          {requests.map((request) => (
            <li
              key={request.id}
              data-slot="admin-brand-request"
              className="grid gap-1 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-x-4"
            >
              <div className="min-w-0">
                <h2 className="break-words">
                  {renderLinkOrAnchor(
                    { href: requestHref(request.id), label: request.business_name },
                    nameLinkClass,
                    request.business_name,
                  )}
                </h2>
                <p className="text-sm text-muted">
                  {kindLabel(request.kind)} · {placeOf(request)}
                </p>
              </div>
              <p className="min-w-0 text-sm break-words text-ink">
                {request.first_name} {request.last_name} · {request.email}
              </p>
              <div className="flex items-center gap-2 sm:justify-end">
                <BrandRequestStatusBadge status={request.status} />
                <span className="text-sm text-muted">
                  {formatMadridTimestamp(request.created_at)}
                </span>
              </div>
            </li>
          ))}
        </ListRows>
      )}
      paginationLabel={t`Requests pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
