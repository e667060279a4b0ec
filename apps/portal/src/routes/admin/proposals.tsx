import { AdminProposalsList, type AdminProposalsQuery } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { ADMIN, adminProposalHref } from './paths';
import { proposalsSearch } from './search';

/** `proposals`: status, brand, search and page in the URL. */
export function Component() {
  const { value, set, href } = useSearchState(proposalsSearch);
  const query: AdminProposalsQuery = {
    status: value.status,
    brandId: value.brand_id ?? null,
    search: value.search,
    page: value.page,
  };
  return (
    <AdminProposalsList
      query={query}
      onQueryChange={({ brandId, ...next }) => set({ ...next, brand_id: brandId ?? undefined })}
      pageHref={(page) => href({ page })}
      proposalHref={adminProposalHref}
      createHref={`${ADMIN}/proposals/create`}
    />
  );
}
