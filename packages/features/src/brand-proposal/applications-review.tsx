import {
  keys,
  listBrandProposalApplicationsOptions,
  useDeclineApplicationsMutation,
  useUpdateApplicationStatusMutation,
} from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useSearchState } from '@colla/ui/lib/search-state';
import { listParams } from '@colla/ui/patterns/list-screen';
import { CreatorProfile } from '../creator-profile/creator-profile';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import {
  APPLICATION_ACCEPTED_MESSAGE,
  type ApplicationDecision,
  type BrandApplication,
  type ProposalSettings,
} from './application-card';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUS_FILTERS,
  ApplicationsReviewView,
  type BrandApplicationPage,
} from './applications-review-view';

/**
 * The review's query in the URL (`?status=pending&sort=match&meets_all=true`); defaults are left
 * out, anything unknown falls back to them.
 */
export const applicationsReviewSearch = z.object({
  status: listParams.oneOf(APPLICATION_STATUS_FILTERS, 'all'),
  sort: listParams.oneOf(APPLICATION_SORTS, 'newest'),
  meets_all: z.stringbool().catch(false),
});

/** The contract's page size cap: one page holds every application a proposal usually gets. */
const APPLICATIONS_PER_PAGE = 100;

/** Said over the list once several applications were declined together. */
const declinedMessage = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# application declined.', other: '# applications declined.' })}`;

export interface ApplicationsReviewProps {
  proposalId: number;
  /** The proposal's settings, which word what each requirement asks. */
  settings: ProposalSettings;
  /** Where "View Deal" goes for a deal id. */
  dealHref: (dealId: number) => string;
  className?: string;
}

/**
 * Reads the proposal's applications (`listBrandProposalApplications`) with the status, sort and
 * "meets every requirement" filter kept in the URL; decides one (`updateApplicationStatus`, the
 * decided card patched into the list) or declines several (`declineApplications`, after which
 * the list is read again). Failures are logged: a failed single decision is only logged and the
 * card stays as it was; a failed bulk decline says why in its dialog.
 */
export function ApplicationsReview({
  proposalId,
  settings,
  dealHref,
  className,
}: ApplicationsReviewProps) {
  const queryClient = useQueryClient();
  const url = useSearchState(applicationsReviewSearch);
  const query = url.value;
  const params = {
    id: proposalId,
    ...(query.status === 'all' ? {} : { status: query.status }),
    sort: query.sort,
    ...(query.meets_all ? { meets_all: true } : {}),
    per_page: APPLICATIONS_PER_PAGE,
  };
  const result = useQuery({
    ...listBrandProposalApplicationsOptions(params),
    placeholderData: keepPreviousData,
  });
  const updateStatus = useUpdateApplicationStatusMutation({
    onSuccess: (updated) => {
      queryClient.setQueryData(
        keys.Applications.listBrandProposalApplications(params),
        (list: BrandApplicationPage | undefined) =>
          list && {
            ...list,
            data: list.data.map((application) =>
              application.id === updated.id ? { ...application, ...updated } : application,
            ),
          },
      );
    },
  });
  const decline = useDeclineApplicationsMutation();
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    if (result.error) console.error('Failed to load applications', result.error);
  }, [result.error]);

  const onDecide = async (application: BrandApplication, decision: ApplicationDecision) => {
    setNotice(null);
    try {
      await updateStatus.mutateAsync({ id: application.id, body: { status: decision } });
      if (decision === 'accepted') setNotice(APPLICATION_ACCEPTED_MESSAGE);
    } catch (error) {
      console.error('Failed to update application status', error);
    }
  };

  const onDeclineMany = async (applicationIds: number[], message: string | null) => {
    setNotice(null);
    try {
      const answer = await decline.mutateAsync({
        id: proposalId,
        body: { application_ids: applicationIds, message },
      });
      setNotice(declinedMessage(answer.declined));
    } catch (error) {
      // The dialog shows why, and keeps the message typed.
      throw new Error(failureMessage(error));
    }
  };

  return (
    <ApplicationsReviewView
      state={toViewState(result)}
      settings={settings}
      query={query}
      onQueryChange={(patch) => url.set(patch)}
      onDecide={onDecide}
      onDeclineMany={onDeclineMany}
      dealHref={dealHref}
      notice={notice}
      profile={(username) => <CreatorProfile username={username} headingLevel={2} />}
      className={className}
    />
  );
}
