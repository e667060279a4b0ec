import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';

type Schemas = components['schemas'];

export function toUser(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    avatar_path: row.avatarPath,
  };
}

export function toUserRef(row: UserRow): Schemas['UserRef'] {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    avatar_path: row.avatarPath,
  };
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Pagination (`page` from 1, `per_page` 1..100, default 20) in the one shape of the spec. */
export function pageParams(query: { page?: number; per_page?: number }) {
  const page = Math.max(1, query.page ?? 1);
  const perPage = Math.min(100, Math.max(1, query.per_page ?? 20));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function paginated<T>(data: T[], total: number, page: number, perPage: number) {
  return {
    data,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
