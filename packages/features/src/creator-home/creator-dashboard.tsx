import { getCreatorDashboardOptions, isApiError } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import { madridToday } from '@colla/ui/lib/format';
import {
  CreatorDashboardView,
  type CreatorDashboardLinks,
  type CreatorDashboardState,
} from './creator-dashboard-view';

export interface CreatorDashboardProps extends CreatorDashboardLinks {
  /** The creator's first name, for the greeting. */
  firstName?: string;
  /** Today in Barcelona (YYYY-MM-DD); the real day by default. */
  today?: string;
}

/** Reads `getCreatorDashboard` and shows it with `CreatorDashboardView`. */
export function CreatorDashboard({ today, ...props }: CreatorDashboardProps) {
  const query = useQuery(getCreatorDashboardOptions());

  let state: CreatorDashboardState;
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

  return <CreatorDashboardView state={state} today={today ?? madridToday()} {...props} />;
}
