import {
  getCreatorProfileOptions,
  getMyCreatorProfileOptions,
  keys,
  listCategoriesOptions,
  useUpdateMyCreatorProfileMutation,
  type components,
} from '@colla/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import {
  cleanHandle,
  CREATOR_PROFILE_FIELDS,
  CREATOR_PROFILE_SAVED_MESSAGE,
  CREATOR_LANGUAGES,
  CreatorProfileSectionView,
  validateCreatorProfile,
  type CategoryOptionsState,
  type CategoryRef,
  type CreatorProfileField,
  type CreatorProfileValues,
} from './creator-profile-section-view';
import {
  neighbourhoodOf,
  OUTSIDE_BARCELONA,
  placeOf,
  type Neighbourhood,
} from './creator-profile-place';
import { previewProfile, type PreviewSources } from './creator-profile-preview';
import { useSectionForm } from './use-section-form';

export type CreatorProfile = components['schemas']['CreatorProfile'];

/** The form's values for a saved profile. */
export const valuesOf = (profile: CreatorProfile): CreatorProfileValues => ({
  username: profile.username,
  visibility: profile.visibility,
  accepts_invites: profile.accepts_invites,
  neighbourhood: neighbourhoodOf(profile),
  languages: [...profile.languages],
  bio: profile.bio ?? '',
  city: profile.city ?? '',
  instagram_handle: profile.instagram_handle ?? '',
  instagram_followers: profile.instagram_followers,
  tiktok_handle: profile.tiktok_handle ?? '',
  tiktok_followers: profile.tiktok_followers,
  gender: profile.gender,
  birth_date: profile.birth_date ?? '',
  category_ids: profile.categories.map((category) => category.id),
});

/** The server's keys (`category_ids.0` included) mapped to the form's fields. */
function creatorFieldOf(
  key: string,
  neighbourhood: Neighbourhood,
): CreatorProfileField | undefined {
  // The town is shown only outside Barcelona; otherwise its message goes to the neighbourhood.
  if (key === 'city' && neighbourhood !== OUTSIDE_BARCELONA) return 'neighbourhood';
  if (key === 'barri') return 'neighbourhood';
  if (key === 'languages' || key.startsWith('languages.')) return 'languages';
  if (key === 'category_ids' || key.startsWith('category_ids.')) return 'category_ids';
  return CREATOR_PROFILE_FIELDS.find((field) => field === key);
}

/** The list's categories plus any saved ones it lacks, by name. */
function withSaved(list: readonly CategoryRef[], saved: readonly CategoryRef[]): CategoryRef[] {
  const extra = saved.filter((category) => !list.some((item) => item.id === category.id));
  return [...list, ...extra].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface CreatorProfileSectionProps {
  /**
   * The signed-in creator: their photo for the guide's photo step, their name and photo for the
   * preview (both are saved in the Profile section).
   */
  user: PreviewSources['user'];
  /** The site's origin, for the profile's address; this window's by default. */
  siteOrigin?: string;
}

/**
 * The creator's profile (`getMyCreatorProfile`, `updateMyCreatorProfile`) with categories to
 * choose from (`listCategories`), a guide to completing it, and a preview of what brands see as
 * it is typed (its record from `getCreatorProfile`, the read the collaborations card shares).
 * Show it only to creators; other user types get 403.
 */
export function CreatorProfileSection({
  user,
  siteOrigin = window.location.origin,
}: CreatorProfileSectionProps) {
  const queryClient = useQueryClient();
  const profile = useQuery(getMyCreatorProfileOptions());
  const list = useQuery(listCategoriesOptions());
  const username = profile.data?.username ?? '';
  const record = useQuery({ ...getCreatorProfileOptions({ username }), enabled: username !== '' });

  // The form starts from the profile once it has loaded; later refetches do not overwrite typing.
  const [values, setValues] = useState<CreatorProfileValues | null>(null);
  if (values === null && profile.data) setValues(valuesOf(profile.data));
  const form = useSectionForm(
    (key) => creatorFieldOf(key, values?.neighbourhood ?? ''),
    CREATOR_PROFILE_SAVED_MESSAGE,
  );
  const save = useUpdateMyCreatorProfileMutation();

  // One section element throughout, so the landmark (and focus inside it) survives loading.
  if (!profile.data || values === null) {
    return profile.isError ? (
      <CreatorProfileSectionView
        state="error"
        message={failureMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    ) : (
      <CreatorProfileSectionView state="loading" />
    );
  }
  const current = values;

  let categories: CategoryOptionsState;
  if (list.isPending) categories = { status: 'loading' };
  else if (list.isError) {
    categories = {
      status: 'error',
      onRetry: () => void list.refetch(),
      retrying: list.isFetching,
    };
  } else {
    categories = { status: 'ready', options: withSaved(list.data.data, profile.data.categories) };
  }

  function submit() {
    if (save.isPending || !form.passes(validateCreatorProfile(current))) return;
    const text = (value: string) => value.trim() || null;
    save.mutate(
      {
        // The whole profile is replaced: empty values are sent as null.
        body: {
          username: current.username.trim(),
          visibility: current.visibility,
          accepts_invites: current.accepts_invites,
          ...placeOf(current.neighbourhood, current.city),
          languages: CREATOR_LANGUAGES.filter((language) => current.languages.includes(language)),
          bio: text(current.bio),
          instagram_handle: cleanHandle(current.instagram_handle) || null,
          instagram_followers: current.instagram_followers,
          tiktok_handle: cleanHandle(current.tiktok_handle) || null,
          tiktok_followers: current.tiktok_followers,
          gender: current.gender,
          birth_date: current.birth_date || null,
          category_ids: [...new Set(current.category_ids)],
        },
      },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(keys.Users.getMyCreatorProfile(), next);
          setValues(valuesOf(next));
          form.succeeded();
        },
        onError: form.failed,
      },
    );
  }

  const saved = profile.data;
  const followersUpdatedAt = {
    instagram_followers: saved.instagram_followers_updated_at,
    tiktok_followers: saved.tiktok_followers_updated_at,
  };
  const preview = previewProfile(current, {
    user,
    // The categories chosen are named from the list, or from the saved ones until it loads.
    categories: categories.status === 'ready' ? categories.options : saved.categories,
    followersUpdatedAt,
    record: record.data?.record ?? null,
    portfolio: record.data?.portfolio ?? [],
  });
  return (
    <CreatorProfileSectionView
      state="ready"
      preview={{
        profile: preview,
        publicHref:
          saved.visibility === 'public'
            ? `${siteOrigin}/creators/${encodeURIComponent(saved.username)}`
            : null,
      }}
      guide={{
        avatarPath: user.avatar_path,
        bio: saved.bio,
        platforms: [
          { handle: saved.instagram_handle, followers: saved.instagram_followers },
          { handle: saved.tiktok_handle, followers: saved.tiktok_followers },
        ],
        portfolioItems: record.data?.portfolio.length ?? 0,
      }}
      form={{
        values: current,
        siteOrigin,
        followersUpdatedAt,
        onValuesChange: (next) => {
          setValues(next);
          form.edited();
        },
        categories,
        ...form.shown,
        saving: save.isPending,
        onSubmit: submit,
      }}
    />
  );
}
