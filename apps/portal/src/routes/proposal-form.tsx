import { ProposalFormScreen, type ProposalFormScreenProps } from '@colla/features/proposal-form';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * The route component of `proposals/create` and `proposals/{id}/edit` (admin and brand): the
 * shared form; Cancel goes back to the proposal (or the list), and a save opens the proposal.
 */
export function proposalFormRoute(
  scope: ProposalFormScreenProps['scope'],
  proposalHref: (id: number) => string,
  proposalsHref: string,
) {
  return function Component() {
    const { id } = useParams();
    const navigate = useNavigate();
    const proposalId = id ? Number(id) : undefined;
    return (
      <ProposalFormScreen
        key={id ?? 'new'}
        scope={scope}
        proposalId={proposalId}
        cancelHref={proposalId ? proposalHref(proposalId) : proposalsHref}
        onSaved={(proposal) => void navigate(proposalHref(proposal.id))}
      />
    );
  };
}
