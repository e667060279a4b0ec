import { AdminProposalScreen } from '@colla/features/admin-proposals';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN } from './paths';

/** `proposals/{id}`: dates in English long format; edit and delete. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const proposalId = Number(id);
  return (
    <AdminProposalScreen
      key={proposalId}
      id={proposalId}
      editHref={(value) => `${ADMIN}/proposals/${value}/edit`}
      backHref={`${ADMIN}/proposals`}
      onDeleted={() => void navigate(`${ADMIN}/proposals`)}
    />
  );
}
