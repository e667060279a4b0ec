import { useApi } from '@colla/api-client';
import { useEffect, useState } from 'react';
import type { RenderLink } from '../../patterns/app-shell/render-link';
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
  /** Renders "View Deal" with the app's router; a plain anchor otherwise. */
  renderLink?: RenderLink;
  className?: string;
}

/** The contract's page size cap: one page holds every application a proposal usually gets. */
const APPLICATIONS_PER_PAGE = 100;

/**
 * Reads `GET /api/brand/proposals/{id}/applications` and decides applications with
 * `PATCH /api/applications/{id}/status`. Spec §8: a failed status update is only logged; the row
 * stays as it was and the table stays usable.
 */
export function ApplicationsTableContainer({
  proposalId,
  dealHref,
  renderLink,
  className,
}: ApplicationsTableContainerProps) {
  const api = useApi();
  const query = api.useQuery('get', '/api/brand/proposals/{id}/applications', {
    params: { path: { id: proposalId }, query: { per_page: APPLICATIONS_PER_PAGE } },
  });
  const updateStatus = api.useMutation('patch', '/api/applications/{id}/status');
  const [decided, setDecided] = useState<Readonly<Record<number, BrandApplication>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (query.error) console.error('Failed to load applications', query.error);
  }, [query.error]);

  const onDecide = async (application: BrandApplication, decision: ApplicationDecision) => {
    setNotice(null);
    try {
      const updated = await updateStatus.mutateAsync({
        params: { path: { id: application.id } },
        body: { status: decision },
      });
      setDecided((current) => ({ ...current, [application.id]: updated }));
      if (decision === 'accepted') setNotice(APPLICATION_ACCEPTED_MESSAGE);
    } catch (error) {
      console.error('Failed to update application status', error);
    }
  };

  let state: ApplicationsTableState;
  if (query.isPending) state = { status: 'loading' };
  else if (query.isSuccess)
    state = {
      status: 'success',
      applications: query.data.data.map((application) => decided[application.id] ?? application),
    };
  else
    state = {
      status: 'error',
      message: 'Failed to load applications',
      onRetry: () => void query.refetch(),
    };

  return (
    <ApplicationsTable
      state={state}
      notice={notice}
      dealHref={dealHref}
      onDecide={onDecide}
      renderLink={renderLink}
      className={className}
    />
  );
}
