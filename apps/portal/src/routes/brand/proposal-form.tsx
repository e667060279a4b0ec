import { ProposalFormScreen } from '@colla/features/proposal-form';
import { useNavigate, useParams } from 'react-router-dom';
import { BRAND, brandProposalHref } from './paths';

/** `proposals/create` and `proposals/{id}/edit`: the shared form, then the proposal's page. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = id ? Number(id) : undefined;
  return (
    <ProposalFormScreen
      key={id ?? 'new'}
      scope="brand"
      proposalId={proposalId}
      cancelHref={proposalId ? brandProposalHref(proposalId) : `${BRAND}/proposals`}
      onSaved={(proposal) => void navigate(brandProposalHref(proposal.id))}
    />
  );
}
