/**
 * The Settings preview's profile: the form as it is being typed, shown the way brands see it
 * (`CreatorPublicProfile`), before it is saved.
 */
import type { components } from '@colla/api-client';
import { creatorPlatforms } from '@colla/api-client/platforms';
import type { ShownCreatorProfile } from '../creator-profile/creator-profile-view';
import type { CreatorRecord } from '../creator-profile/profile-words';
import { placeOf } from './creator-profile-place';
import {
  CREATOR_LANGUAGES,
  type CategoryRef,
  type CreatorProfileValues,
  type FollowersUpdatedAt,
} from './creator-profile-section-view';

type User = components['schemas']['User'];

/** What the preview takes from elsewhere than the form. */
export interface PreviewSources {
  /** The signed-in creator: their name and photo are saved in the Profile section. */
  user: Pick<User, 'first_name' | 'last_name' | 'name' | 'avatar_path'>;
  /** The categories the form offers, to name the chosen ones (an id not among them is left out). */
  categories: readonly CategoryRef[];
  /** When each follower count was last saved. */
  followersUpdatedAt: FollowersUpdatedAt;
  /**
   * Colla's record of the creator (`getCreatorProfile` with their username: hidden collaborations
   * included), or null while it has not loaded.
   */
  record: CreatorRecord | null;
  /** The portfolio as brands see it (`getCreatorProfile`'s), in order; empty while it loads. */
  portfolio: ShownCreatorProfile['portfolio'];
}

/**
 * The profile brands would see if the form were saved now: the typed values cleaned as a save
 * sends them, the account's name and photo, and the record as brands get it (without the
 * collaborations the creator hid; their count still includes them).
 */
export function previewProfile(
  values: CreatorProfileValues,
  { user, categories, followersUpdatedAt, record, portfolio }: PreviewSources,
): ShownCreatorProfile {
  const chosen = new Set(values.category_ids);
  return {
    username: values.username.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    avatar_path: user.avatar_path,
    bio: values.bio.trim() || null,
    ...placeOf(values.neighbourhood, values.city),
    languages: CREATOR_LANGUAGES.filter((language) => values.languages.includes(language)),
    categories: categories.filter((category) => chosen.has(category.id)),
    platforms: creatorPlatforms({
      instagram_handle: values.instagram_handle,
      instagram_followers: values.instagram_followers,
      instagram_followers_updated_at: followersUpdatedAt.instagram_followers,
      tiktok_handle: values.tiktok_handle,
      tiktok_followers: values.tiktok_followers,
      tiktok_followers_updated_at: followersUpdatedAt.tiktok_followers,
    }),
    visibility: values.visibility,
    record: record && {
      ...record,
      collaborations: record.collaborations.filter((collaboration) => !collaboration.hidden),
    },
    portfolio,
  };
}
