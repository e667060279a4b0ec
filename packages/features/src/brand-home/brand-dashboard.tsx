import { getBrandDashboardOptions, isApiError } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import {
  BrandDashboardView,
  type BrandDashboardLinks,
  type BrandDashboardState,
} from './brand-dashboard-view';

export type BrandDashboardProps = BrandDashboardLinks;

/** Reads `getBrandDashboard` and shows it with `BrandDashboardView`. */
export function BrandDashboard(links: BrandDashboardProps) {
  const query = useQuery(getBrandDashboardOptions());

  let state: BrandDashboardState;
  if (query.isSuccess) state = { status: 'success', dashboard: query.data };
  else if (query.isPending) state = { status: 'loading' };
  else if (isApiError(query.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(query.error),
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    };

  return <BrandDashboardView state={state} {...links} />;
}
