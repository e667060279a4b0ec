import {
  getAdminProposalOptions,
  getBrandProposalOptions,
  isApiError,
  listBrandOptionsOptions,
  listCategoriesOptions,
  useCreateAdminProposalMutation,
  useCreateBrandProposalMutation,
  useUpdateAdminProposalMutation,
  useUpdateBrandProposalMutation,
} from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { ErrorState } from '@colla/ui/components/error-state';
import { PublicProposalLinks } from '../lib/public-proposal-link';
import { failureMessage, toFormFailure, type FormFailure } from '../lib/form-failure';
import { LoadingScreen } from '@colla/ui/patterns/loading-screen';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { ProposalForm } from './proposal-form';
import {
  EMPTY_PROPOSAL_VALUES,
  proposalFormValuesOf,
  proposalServerFieldOf,
  type Proposal,
  type ProposalInput,
  type ProposalServerField,
} from './proposal-form-values';

export const PROPOSAL_LOAD_FAILED_MESSAGE = msg`Failed to load proposal`;
export const PROPOSAL_NOT_FOUND_MESSAGE = msg`The proposal you’re looking for doesn’t exist or has been removed.`;

export interface ProposalFormScreenProps {
  /** Which operations the screen uses: the brand's (`getBrandProposal`…) or the admin's. */
  scope: 'brand' | 'admin';
  /** The proposal to edit; omitted to create one. */
  proposalId?: number | undefined;
  /** Called with the saved proposal (201 on create, 200 on edit). */
  onSaved: (proposal: Proposal) => void;
  /** Where Cancel goes. */
  cancelHref: string;
  /** Copies the public link (the browser's clipboard unless given; for stories). */
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/**
 * proposals/create and proposals/{id}/edit for brands and admins: loads the proposal (edit), the
 * brands and the categories, and saves with create or update (`createBrandProposal`,
 * `updateBrandProposal`, or the admin's); what a save makes stale is declared in invalidation.ts.
 */
export function ProposalFormScreen({
  scope,
  proposalId,
  onSaved,
  cancelHref,
  copyText,
}: ProposalFormScreenProps) {
  const { t, i18n } = useLingui();
  const editing = proposalId !== undefined;
  const id = proposalId ?? 0;
  const brandProposal = useQuery({
    ...getBrandProposalOptions({ id }),
    enabled: editing && scope === 'brand',
    retry: false,
  });
  const adminProposal = useQuery({
    ...getAdminProposalOptions({ id }),
    enabled: editing && scope === 'admin',
    retry: false,
  });
  const brands = useQuery({ ...listBrandOptionsOptions(), retry: false });
  const categories = useQuery({ ...listCategoriesOptions(), retry: false });
  const createBrand = useCreateBrandProposalMutation();
  const updateBrand = useUpdateBrandProposalMutation();
  const createAdmin = useCreateAdminProposalMutation();
  const updateAdmin = useUpdateAdminProposalMutation();
  const [failure, setFailure] = useState<FormFailure<ProposalServerField> | null>(null);
  const [saving, setSaving] = useState(false);
  /** The proposal just published: the confirmation with its public links shows. */
  const [published, setPublished] = useState<Proposal | null>(null);

  const proposalQuery = scope === 'brand' ? brandProposal : adminProposal;
  const title = editing ? t`Edit proposal` : t`Create proposal`;
  const header = (
    <PageHeader
      title={title}
      description={
        editing
          ? t`Changes show on Colla as soon as you save.`
          : t`New proposals start as drafts: only your team sees them until you publish them.`
      }
    />
  );

  async function save(body: ProposalInput) {
    setSaving(true);
    try {
      const create = scope === 'brand' ? createBrand : createAdmin;
      const update = scope === 'brand' ? updateBrand : updateAdmin;
      const saved = editing
        ? await update.mutateAsync({ id, body })
        : await create.mutateAsync({ body });
      setFailure(null);
      const wasActive = editing && proposalQuery.data?.status === 'active';
      if (saved.status === 'active' && !wasActive) setPublished(saved);
      else onSaved(saved);
    } catch (error) {
      setFailure(toFormFailure(error, proposalServerFieldOf));
    } finally {
      setSaving(false);
    }
  }

  const loadError = (editing ? proposalQuery.error : null) ?? brands.error ?? categories.error;
  if (loadError) {
    const notFound = isApiError(loadError, 404);
    const serverMessage =
      isApiError(loadError) && loadError.status < 500 ? loadError.body?.message : undefined;
    return (
      <div className="grid gap-6">
        {header}
        <ErrorState
          heading={notFound ? t`Proposal not found` : t`Error Loading Proposal`}
          message={
            notFound
              ? i18n._(PROPOSAL_NOT_FOUND_MESSAGE)
              : serverMessage
                ? serverMessage
                : editing
                  ? i18n._(PROPOSAL_LOAD_FAILED_MESSAGE)
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

  if (published) {
    return (
      <PublishedConfirmation
        proposal={published}
        onDone={() => onSaved(published)}
        copyText={copyText}
      />
    );
  }

  const proposal = editing ? proposalQuery.data : undefined;
  if ((editing && !proposal) || !brands.data || !categories.data) {
    return <LoadingScreen label={editing ? t`Loading the proposal…` : t`Loading the form…`} />;
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

export interface PublishedConfirmationProps {
  proposal: Pick<Proposal, 'name' | 'slug'>;
  /** "Go to the proposal": the proposal's own page. */
  onDone: () => void;
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/** After Publish: the proposal is live; its public page, its link to share, then its page. */
export function PublishedConfirmation({ proposal, onDone, copyText }: PublishedConfirmationProps) {
  const { t } = useLingui();
  const name = proposal.name;
  return (
    <div className="grid max-w-xl gap-6">
      <PageHeader title={t`Your proposal is published`} />
      <Alert variant="success">
        <p>{t`“${name}” is live: creators can find it and apply.`}</p>
      </Alert>
      <PublicProposalLinks slug={proposal.slug} copyText={copyText} />
      <div>
        <Button type="button" onClick={onDone}>
          <Trans>Go to the proposal</Trans>
        </Button>
      </div>
    </div>
  );
}
