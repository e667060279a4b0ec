import { getCategoryOptions, isApiError } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import { CreatorCategoryView, type CreatorCategoryState } from './category-view';
import { CreatorProposals } from './creator-proposals';
import type { CreatorProposalsLinks } from './creator-proposals-list-view';

export type CategoryScreenProps = CreatorProposalsLinks & {
  /** The category from the route (`/app/creator/categories/{id}`). */
  categoryId: number;
  /** Every proposal (`/app/creator/proposals`): the back link and the way out of a missing category. */
  proposalsHref: string;
};

/**
 * A category's page for creators: reads `getCategory` for the header (name and
 * description), then lists the category's active proposals with `CreatorProposals`, the
 * category fixed (the rest of the query in the URL, as on the proposals page). An unknown category shows "Category not found".
 */
export function CategoryScreen({ categoryId, proposalsHref, ...links }: CategoryScreenProps) {
  const result = useQuery(getCategoryOptions({ id: categoryId }));

  let state: CreatorCategoryState;
  if (result.isSuccess) state = { status: 'success', category: result.data };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 404)) state = { status: 'not-found' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <CreatorCategoryView
      state={state}
      proposalsHref={proposalsHref}
      list={<CreatorProposals fixedCategoryId={categoryId} header={null} {...links} />}
    />
  );
}
