import { DealScreen } from '@colla/features/deals';
import { byIdParam } from '../route-objects';
import { ADMIN } from './paths';

/** `deals/{id}`: an admin reads any deal (both sides' tasks, read-only). */
export const Component = byIdParam(({ id }) => (
  <DealScreen dealId={id} viewer="admin" dealsHref={`${ADMIN}/users`} />
));
