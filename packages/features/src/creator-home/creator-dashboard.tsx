import { getCreatorDashboardOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { toViewState } from '../lib/query-state';
import { madridToday } from '@colla/ui/lib/format';
import { CreatorDashboardView, type CreatorDashboardLinks } from './creator-dashboard-view';

export interface CreatorDashboardProps extends CreatorDashboardLinks {
  /** The creator's first name, for the greeting. */
  firstName?: string;
  /** Today in Barcelona (YYYY-MM-DD); the real day by default. */
  today?: string;
}

/** Reads `getCreatorDashboard` and shows it with `CreatorDashboardView`. */
export function CreatorDashboard({ today, ...props }: CreatorDashboardProps) {
  const state = toViewState(useQuery(getCreatorDashboardOptions()));
  return <CreatorDashboardView state={state} today={today ?? madridToday()} {...props} />;
}
