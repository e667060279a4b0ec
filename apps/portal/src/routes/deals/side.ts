import { useArea } from '../route-handle';

/** The two sides with deals; admins read deals through their own area. */
export type DealSide = 'brand' | 'creator';

/** The side whose area the deals screen is in. */
export function useDealSide(): DealSide {
  const area = useArea();
  if (area === 'admin') throw new Error('Admins read deals through their own area.');
  return area;
}

export const dealsPath = (side: DealSide) => `/app/${side}/deals`;
export const proposalsPath = (side: DealSide) => `/app/${side}/proposals`;
