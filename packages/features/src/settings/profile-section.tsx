import {
  createUploadFetch,
  keys,
  useDeleteMyAvatarMutation,
  useUpdateMeMutation,
  useUpdateMyAvatarMutation,
} from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toFormFailure } from '../lib/form-failure';
import {
  AVATAR_CANCELLED_MESSAGE,
  AVATAR_REMOVED_MESSAGE,
  AVATAR_UPDATED_MESSAGE,
  PROFILE_FIELDS,
  PROFILE_SAVED_MESSAGE,
  ProfileSectionView,
  validateProfile,
  type ProfileValues,
} from './profile-section-view';
import type { SettingsUser as User } from './settings-view';
import { useSectionForm } from './use-section-form';
import { readAsDataUrl } from '../lib/read-file';

export interface ProfileSectionProps {
  /** The signed-in user, as `getMe` answered. */
  user: User;
  /** Called with the saved user after a name, email or photo change. */
  onUserUpdated?: ((user: User) => void) | undefined;
}

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
});

/**
 * Name and email (`updateMe`) and the photo (`updateMyAvatar` with upload progress through
 * `createUploadFetch`, `deleteMyAvatar`). Every save updates the cached `getMe` and tells the app
 * through `onUserUpdated`.
 */
export function ProfileSection({ user, onUserUpdated }: ProfileSectionProps) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();

  const [values, setValues] = useState(() => valuesOf(user));
  const form = useSectionForm(PROFILE_FIELDS, PROFILE_SAVED_MESSAGE);
  const update = useUpdateMeMutation();

  function applyUser(next: User) {
    queryClient.setQueryData(keys.Users.getMe(), next);
    onUserUpdated?.(next);
  }

  function submit() {
    if (update.isPending || !form.passes(validateProfile(values))) return;
    update.mutate(
      {
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
        },
      },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          form.succeeded();
          applyUser(next);
        },
        onError: form.failed,
      },
    );
  }

  // The photo: uploads as soon as it is picked.
  const [progress, setProgress] = useState<number>();
  const [avatarError, setAvatarError] = useState<string>();
  const [avatarStatus, setAvatarStatus] = useState<string>();
  const [pickerKey, setPickerKey] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const removal = useDeleteMyAvatarMutation();
  const replace = useUpdateMyAvatarMutation();

  // Leaving the page cancels an upload in progress.
  useEffect(() => () => upload.current?.abort(), []);

  function avatarFailure(error: unknown): string {
    const failure = toFormFailure(error, (key) => (key === 'image_base64' ? 'image' : undefined));
    return failure.fields.image ?? failure.message ?? t`The photo could not be saved.`;
  }

  async function uploadAvatar(file: File) {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    const current = () => upload.current === controller;
    setAvatarError(undefined);
    setAvatarStatus(undefined);
    setProgress(0);
    try {
      const image_base64 = await readAsDataUrl(file);
      const data = await replace.mutateAsync({
        body: { image_base64 },
        request: {
          signal: controller.signal,
          fetch: createUploadFetch({
            onProgress: (percent) => {
              if (current()) setProgress(percent);
            },
          }),
        },
      });
      if (!current()) return;
      applyUser(data);
      setAvatarStatus(i18n._(AVATAR_UPDATED_MESSAGE));
    } catch (error) {
      if (!current()) return;
      // Back to the saved photo: the picked one was not saved.
      setPickerKey((key) => key + 1);
      if (controller.signal.aborted) setAvatarStatus(i18n._(AVATAR_CANCELLED_MESSAGE));
      else setAvatarError(avatarFailure(error));
    } finally {
      if (current()) {
        upload.current = null;
        setProgress(undefined);
      }
    }
  }

  function removeAvatar() {
    // "Remove image" during an upload removes the new photo: the upload is cancelled.
    if (upload.current) {
      upload.current.abort();
      return;
    }
    if (removal.isPending) return;
    setAvatarError(undefined);
    setAvatarStatus(undefined);
    removal.mutate(undefined, {
      onSuccess: (next) => {
        applyUser(next);
        setAvatarStatus(i18n._(AVATAR_REMOVED_MESSAGE));
      },
      onError: (error) => {
        setPickerKey((key) => key + 1);
        setAvatarError(avatarFailure(error));
      },
    });
  }

  return (
    <ProfileSectionView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        form.edited();
      }}
      {...form.shown}
      saving={update.isPending}
      onSubmit={submit}
      avatar={{
        src: user.avatar_path,
        progress,
        removing: removal.isPending,
        error: avatarError,
        status: avatarStatus,
        pickerKey,
        onPick: (file) => void uploadAvatar(file),
        onRemove: removeAvatar,
      }}
    />
  );
}
