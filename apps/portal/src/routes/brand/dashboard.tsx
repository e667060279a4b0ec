import { BrandDashboard, brandProposalsSearch } from '@colla/features/brand-home';
import { dealsSearch } from '../deals/search';
import { listHref } from '../search';
import { BRAND, NEW_PROPOSAL } from './paths';

export function Component() {
  const activeDeals = listHref(`${BRAND}/deals`, dealsSearch, { status: 'active' });
  return (
    <BrandDashboard
      hrefs={{
        activeProposals: listHref(`${BRAND}/proposals`, brandProposalsSearch, { status: 'active' }),
        pendingApplications: `${BRAND}/proposals`,
        dealsInProgress: activeDeals,
        tasksDueThisWeek: activeDeals,
      }}
      newProposalHref={NEW_PROPOSAL}
    />
  );
}
