import { ProposalFormScreen } from '@colla/features/proposal-form';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN, adminProposalHref } from './paths';

/** `proposals/create` and `proposals/{id}/edit`: the shared form, any brand. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = id ? Number(id) : undefined;
  return (
    <ProposalFormScreen
      key={id ?? 'new'}
      scope="admin"
      proposalId={proposalId}
      cancelHref={proposalId ? adminProposalHref(proposalId) : `${ADMIN}/proposals`}
      onSaved={(proposal) => void navigate(adminProposalHref(proposal.id))}
    />
  );
}
