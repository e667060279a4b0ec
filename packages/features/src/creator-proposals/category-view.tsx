import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { buttonVariants } from '@colla/ui/components/button';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import type { ProposalCategory } from './proposal-labels';

export const CATEGORY_NOT_FOUND_HEADING = msg`Category not found`;
export const CATEGORY_NOT_FOUND_MESSAGE = msg`This category doesn’t exist or has been removed. Browse every open proposal instead.`;
export const CATEGORY_LOAD_ERROR_HEADING = msg`We couldn’t load this category`;
export const ALL_PROPOSALS_LABEL = msg`All proposals`;

export type CreatorCategoryState =
  | { status: 'loading' }
  | { status: 'success'; category: ProposalCategory }
  | { status: 'not-found' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface CreatorCategoryViewProps {
  state: CreatorCategoryState;
  /** The category's proposals (shown once the category is known). */
  list: ReactNode;
  /** Every proposal: the back link, and the way out of a missing category. */
  proposalsHref: string;
}

/** A category's page: its name and description as the header, then its proposals. */
export function CreatorCategoryView({ state, list, proposalsHref }: CreatorCategoryViewProps) {
  const { i18n } = useLingui();
  const allProposals = i18n._(ALL_PROPOSALS_LABEL);
  const back = { href: proposalsHref, label: allProposals };
  return (
    <div data-slot="creator-category" className="grid min-w-0 gap-6">
      {state.status === 'loading' && (
        <div className="grid gap-3">
          <p role="status" className="sr-only">
            <Trans>Loading category…</Trans>
          </p>
          <Skeleton aria-hidden="true" className="h-8 w-1/2" />
          <Skeleton aria-hidden="true" className="w-3/4" />
        </div>
      )}
      {state.status === 'not-found' && (
        <div className="mx-auto grid max-w-md content-center justify-items-center gap-4 py-12 text-center">
          <h1 className="text-2xl font-bold">{i18n._(CATEGORY_NOT_FOUND_HEADING)}</h1>
          <p className="text-muted">{i18n._(CATEGORY_NOT_FOUND_MESSAGE)}</p>
          {renderLinkOrAnchor(back, buttonVariants({ variant: 'outline' }), allProposals)}
        </div>
      )}
      {state.status === 'error' && (
        <ErrorState
          heading={i18n._(CATEGORY_LOAD_ERROR_HEADING)}
          headingLevel={2}
          message={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      )}
      {state.status === 'success' && (
        <CategoryHeader category={state.category} back={back} list={list} />
      )}
    </div>
  );
}

/** The category's name and description (or how many proposals it holds), then its list. */
function CategoryHeader({
  category,
  back,
  list,
}: {
  category: ProposalCategory;
  back: { href: string; label: string };
  list: ReactNode;
}) {
  const { t } = useLingui();
  const count = category.proposals_count;
  const categoryName = category.name;
  return (
    <>
      <PageHeader
        title={category.name}
        description={
          category.description ??
          t`${plural(count, { one: `# proposal in ${categoryName}.`, other: `# proposals in ${categoryName}.` })}`
        }
        back={back}
      />
      {list}
    </>
  );
}
