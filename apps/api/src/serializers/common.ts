import type { components } from '@colla/api-client/schema';
import type { UserRow } from '../auth/context';
import { fullName } from '../lib/names';
import { picturePath, type StoredPicture } from '../storage';

type Schemas = components['schemas'];

export function toUser(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    name: fullName(row),
    email: row.email,
    avatar_path: row.avatarPath,
    locale: row.locale,
  };
}

export function toUserRef(row: UserRow): Schemas['UserRef'] {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: fullName(row),
    avatar_path: row.avatarPath,
  };
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A stored picture as openapi.yaml's Picture: the 1200 px variant as `src`, the 400 px one as
 * `src_small`, each through `url` (which signs a private folder's files).
 */
export function toPicture(
  picture: StoredPicture,
  url: (path: string) => string,
): Schemas['Picture'] {
  return {
    src: url(picturePath(picture.base, 1200)),
    src_small: url(picturePath(picture.base, 400)),
    width: picture.width,
    height: picture.height,
  };
}
