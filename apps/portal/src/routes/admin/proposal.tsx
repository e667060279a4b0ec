import { AdminProposalScreen } from '@colla/features/admin-proposals';
import { useNavigate } from 'react-router-dom';
import { byIdParam } from '../route-objects';
import { ADMIN } from './paths';

/** `proposals/{id}`: dates in the reader's language (English long format in English); edit and delete. */
export const Component = byIdParam(function AdminProposal({ id }) {
  const navigate = useNavigate();
  return (
    <AdminProposalScreen
      id={id}
      editHref={(value) => `${ADMIN}/proposals/${value}/edit`}
      backHref={`${ADMIN}/proposals`}
      onDeleted={() => void navigate(`${ADMIN}/proposals`)}
    />
  );
});
