import { useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state/error-state';
import { failureMessage, toFormFailure, type FormFailure } from '../../lib/form-failure';
import { LoadingScreen } from '../../patterns/loading-screen/loading-screen';
import { PageHeader } from '../../patterns/page-header/page-header';
import { ProposalForm } from './proposal-form';
import {
  EMPTY_PROPOSAL_VALUES,
  proposalFormValuesOf,
  proposalServerFieldOf,
  type Proposal,
  type ProposalInput,
  type ProposalServerField,
} from './proposal-form-values';

export const PROPOSAL_LOAD_FAILED_MESSAGE = 'Failed to load proposal';
export const PROPOSAL_NOT_FOUND_MESSAGE =
  'The proposal you’re looking for doesn’t exist or has been removed.';

export interface ProposalFormScreenProps {
  /** Which API the screen uses: `/api/brand/proposals` or `/api/admin/proposals`. */
  scope: 'brand' | 'admin';
  /** The proposal to edit; omitted to create one. */
  proposalId?: number | undefined;
  /** Called with the saved proposal (201 on create, 200 on edit). */
  onSaved: (proposal: Proposal) => void;
  /** Where Cancel goes. */
  cancelHref: string;
}

/**
 * proposals/create and proposals/{id}/edit for brands and admins: loads the proposal (edit), the
 * brands and the categories, and saves with POST or PUT.
 */
export function ProposalFormScreen({
  scope,
  proposalId,
  onSaved,
  cancelHref,
}: ProposalFormScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const editing = proposalId !== undefined;
  const id = proposalId ?? 0;
  const brandProposal = api.useQuery(
    'get',
    '/api/brand/proposals/{id}',
    { params: { path: { id } } },
    { enabled: editing && scope === 'brand', retry: false },
  );
  const adminProposal = api.useQuery(
    'get',
    '/api/admin/proposals/{id}',
    { params: { path: { id } } },
    { enabled: editing && scope === 'admin', retry: false },
  );
  const brands = api.useQuery('get', '/api/brands', {}, { retry: false });
  const categories = api.useQuery('get', '/api/categories', {}, { retry: false });
  const [failure, setFailure] = useState<FormFailure<ProposalServerField> | null>(null);
  const [saving, setSaving] = useState(false);

  const proposalQuery = scope === 'brand' ? brandProposal : adminProposal;
  const title = editing ? 'Edit proposal' : 'Create proposal';
  const header = (
    <PageHeader
      title={title}
      description={
        editing
          ? 'Changes show on Colla as soon as you save.'
          : 'New proposals start as drafts: only your team sees them until you make them active.'
      }
    />
  );

  async function save(body: ProposalInput) {
    setSaving(true);
    try {
      const saved = (await (editing
        ? api.call('put', `/api/${scope}/proposals/${id}`, { body })
        : api.call('post', `/api/${scope}/proposals`, { body }))) as Proposal;
      setFailure(null);
      // Every cached read of proposals (lists, details, the dashboard) is out of date now.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[1] === 'string' && /proposals|dashboard/.test(queryKey[1]),
      });
      onSaved(saved);
    } catch (error) {
      setFailure(toFormFailure(error, proposalServerFieldOf));
    } finally {
      setSaving(false);
    }
  }

  const loadError = (editing ? proposalQuery.error : null) ?? brands.error ?? categories.error;
  if (loadError) {
    const notFound = loadError.status === 404;
    const serverMessage = loadError.status < 500 ? loadError.body?.message : undefined;
    return (
      <div className="grid gap-6">
        {header}
        <ErrorState
          heading={notFound ? 'Proposal not found' : 'Error Loading Proposal'}
          message={
            notFound
              ? PROPOSAL_NOT_FOUND_MESSAGE
              : serverMessage
                ? serverMessage
                : editing
                  ? PROPOSAL_LOAD_FAILED_MESSAGE
                  : failureMessage(loadError)
          }
          onRetry={() => {
            if (editing) void proposalQuery.refetch();
            void brands.refetch();
            void categories.refetch();
          }}
        />
      </div>
    );
  }

  const proposal = editing ? proposalQuery.data : undefined;
  if ((editing && !proposal) || !brands.data || !categories.data) {
    return <LoadingScreen label={editing ? 'Loading the proposal…' : 'Loading the form…'} />;
  }

  return (
    <div className="grid gap-6">
      {header}
      <ProposalForm
        key={proposal?.id ?? 'new'}
        initialValues={
          proposal ? proposalFormValuesOf(proposal) : newProposalValues(brands.data.data)
        }
        brands={brands.data.data}
        categories={categories.data.data}
        onSubmit={save}
        submitting={saving}
        failure={failure}
        submitLabel={editing ? 'Save changes' : 'Create proposal'}
        cancelHref={cancelHref}
      />
    </div>
  );
}

/** A new proposal: a brand owner with one brand has it chosen already. */
function newProposalValues(brands: readonly { id: number }[]) {
  const [only, ...others] = brands;
  return only && others.length === 0
    ? { ...EMPTY_PROPOSAL_VALUES, brand_id: String(only.id) }
    : EMPTY_PROPOSAL_VALUES;
}
