import { getBrandDashboardOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { toViewState } from '../lib/query-state';
import { BrandDashboardView, type BrandDashboardLinks } from './brand-dashboard-view';

export type BrandDashboardProps = BrandDashboardLinks;

/** Reads `getBrandDashboard` and shows it with `BrandDashboardView`. */
export function BrandDashboard(links: BrandDashboardProps) {
  const state = toViewState(useQuery(getBrandDashboardOptions()));
  return <BrandDashboardView state={state} {...links} />;
}
