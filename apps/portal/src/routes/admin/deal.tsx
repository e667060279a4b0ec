import { DealScreen } from '@colla/features/deals';
import { useParams } from 'react-router-dom';
import { ADMIN } from './paths';

/** `deals/{id}`: an admin reads any deal (both sides' tasks, read-only). */
export function Component() {
  const { id } = useParams();
  const dealId = Number(id);
  return <DealScreen key={dealId} dealId={dealId} viewer="admin" dealsHref={`${ADMIN}/users`} />;
}
