import {
  keys,
  listBrandProposalApplicationsOptions,
  useUpdateApplicationStatusMutation,
} from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  APPLICATION_ACCEPTED_MESSAGE,
  ApplicationsTable,
  type ApplicationDecision,
  type ApplicationsTableState,
  type BrandApplication,
} from './applications-table';

export interface ApplicationsTableContainerProps {
  proposalId: number;
  /** Where "View Deal" goes for a deal id. */
  dealHref: (dealId: number) => string;
  className?: string;
}

/** The contract's page size cap: one page holds every application a proposal usually gets. */
const APPLICATIONS_PER_PAGE = 100;

/**
 * Reads the proposal's applications (`listBrandProposalApplications`) and decides them
 * (`updateApplicationStatus`); the decided row is patched into the cached list. Failures are
 * logged: a failed status update is only logged; the row stays as it was and the table stays
 * usable.
 */
export function ApplicationsTableContainer({
  proposalId,
  dealHref,
  className,
}: ApplicationsTableContainerProps) {
  const queryClient = useQueryClient();
  const params = { id: proposalId, per_page: APPLICATIONS_PER_PAGE };
  const query = useQuery(listBrandProposalApplicationsOptions(params));
  const updateStatus = useUpdateApplicationStatusMutation({
    onSuccess: (updated) => {
      queryClient.setQueryData(
        keys.Applications.listBrandProposalApplications(params),
        (list: typeof query.data) =>
          list && {
            ...list,
            data: list.data.map((application) =>
              application.id === updated.id ? updated : application,
            ),
          },
      );
    },
  });
  const { t } = useLingui();
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    if (query.error) console.error('Failed to load applications', query.error);
  }, [query.error]);

  const onDecide = async (application: BrandApplication, decision: ApplicationDecision) => {
    setNotice(null);
    try {
      await updateStatus.mutateAsync({ id: application.id, body: { status: decision } });
      if (decision === 'accepted') setNotice(APPLICATION_ACCEPTED_MESSAGE);
    } catch (error) {
      console.error('Failed to update application status', error);
    }
  };

  let state: ApplicationsTableState;
  if (query.isPending) state = { status: 'loading' };
  else if (query.isSuccess) state = { status: 'success', applications: query.data.data };
  else
    state = {
      status: 'error',
      message: t`Failed to load applications`,
      onRetry: () => void query.refetch(),
    };

  return (
    <ApplicationsTable
      state={state}
      notice={notice}
      dealHref={dealHref}
      onDecide={onDecide}
      className={className}
    />
  );
}
