import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import type { applications } from '../db/schema';
import { iso } from './common';
import { fullName } from '../lib/names';

type Schemas = components['schemas'];
export type ApplicationRow = typeof applications.$inferSelect;

export interface TaskProgressRow {
  id: number;
  brandCompleted: boolean;
  creatorCompleted: boolean;
}

/** An application with what its serialized shape needs. */
export interface ApplicationBundle {
  row: ApplicationRow;
  proposal: { id: number; name: string; slug: string };
  creator: UserRow;
  deal: { id: number; tasks: TaskProgressRow[] } | null;
}

export function toTaskProgress(task: TaskProgressRow): Schemas['TaskProgress'] {
  return {
    id: task.id,
    brand_completed: task.brandCompleted,
    creator_completed: task.creatorCompleted,
  };
}

export function toApplication(bundle: ApplicationBundle): Schemas['Application'] {
  const { row, proposal, creator, deal } = bundle;
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    proposal: { id: proposal.id, name: proposal.name, slug: proposal.slug },
    creator: {
      id: creator.id,
      first_name: creator.firstName,
      last_name: creator.lastName,
      name: fullName(creator),
      email: creator.email,
      avatar_path: creator.avatarPath,
    },
    deal: deal ? { id: deal.id, tasks: deal.tasks.map(toTaskProgress) } : null,
  };
}
