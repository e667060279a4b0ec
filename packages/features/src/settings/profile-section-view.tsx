import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { DEFAULT_IMAGE_ACCEPT, FileInput } from '@colla/ui/components/file-input';
import { Input } from '@colla/ui/components/input';
import { EMAIL_INPUT, NameFields, formSubmit } from '../account-access/account-form';
import { PROFILE_FIELD_IDS } from './creator-profile-section-guide';
import { FormError, SaveStatus, SettingsCard } from './settings-card';
import { NO_ERRORS, type FieldErrors } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';

/** What the server accepts for an avatar (openapi.yaml `AvatarInput`): JPEG, PNG or WebP, 5 MB. */
export const AVATAR_ACCEPT = DEFAULT_IMAGE_ACCEPT;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_SAVED_MESSAGE = msg`Your profile was saved.`;
export const AVATAR_UPDATED_MESSAGE = msg`Your photo was updated.`;
export const AVATAR_REMOVED_MESSAGE = msg`Your photo was removed.`;
export const AVATAR_CANCELLED_MESSAGE = msg`Upload cancelled. Your photo was not changed.`;

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
}

export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * Checks before sending (the server checks again): names and a plausible email are needed. The
 * messages are in the active language.
 */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!values.first_name.trim()) errors.first_name = t`The first name field is required.`;
  if (!values.last_name.trim()) errors.last_name = t`The last name field is required.`;
  const email = values.email.trim();
  if (!email) errors.email = t`The email field is required.`;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.email = t`The email field must be a valid email address.`;
  }
  return errors;
}

export interface AvatarFieldState {
  /** The saved photo's URL, or null when there is none. */
  src: string | null;
  /** Upload progress, 0–100, while a new photo is being sent. */
  progress?: number | undefined;
  /** The photo is being removed. */
  removing?: boolean;
  /** Why the last upload or removal failed. */
  error?: string | undefined;
  /** What the last upload or removal did, e.g. "Your photo was updated." */
  status?: string | undefined;
  /** Change it to reset the picker, dropping the preview of a photo that was not saved. */
  pickerKey?: number;
  /** A photo passed the type and size checks: upload it. */
  onPick: (file: File) => void;
  /** Remove the saved photo, or cancel the upload in progress. */
  onRemove: () => void;
}

export interface ProfileSectionViewProps {
  values: ProfileValues;
  onValuesChange: (values: ProfileValues) => void;
  /** Messages under the fields; focus moves to the first one when a new object arrives. */
  errors?: FieldErrors<ProfileField>;
  /** A message above the form, for failures that belong to no field. */
  formError?: string | undefined;
  saving?: boolean;
  /** Shown after a successful save, e.g. PROFILE_SAVED_MESSAGE. */
  savedMessage?: string | undefined;
  onSubmit: () => void;
  avatar: AvatarFieldState;
}

/** Name, email and profile photo (the photo uploads as soon as it is picked). */
export function ProfileSectionView({
  values,
  onValuesChange,
  errors = NO_ERRORS,
  formError,
  saving = false,
  savedMessage,
  onSubmit,
  avatar,
}: ProfileSectionViewProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFailure(form, errors, formError);
  const { t } = useLingui();

  // The picker is disabled while an upload or a removal runs, and the Remove button can
  // disappear: give focus back to the picker afterwards if it was lost.
  const picker = useRef<HTMLButtonElement>(null);
  const removing = avatar.removing ?? false;
  const busy = removing || avatar.progress !== undefined;
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (finished && document.activeElement === document.body) picker.current?.focus();
  }, [busy]);

  const set = (field: ProfileField) => (event: { target: { value: string } }) =>
    onValuesChange({ ...values, [field]: event.target.value });

  const handleSubmit = formSubmit(saving, onSubmit);

  return (
    <SettingsCard
      title={t`Profile`}
      description={t`Your name, email and photo, as brands and creators see them on Colla.`}
    >
      <div className="grid gap-2">
        <Field id={PROFILE_FIELD_IDS.photo} label={t`Profile photo`} status={avatar.status}>
          {(control) => (
            <FileInput
              key={avatar.pickerKey ?? 0}
              ref={picker}
              id={control.id}
              aria-labelledby={control['aria-labelledby']}
              aria-describedby={control['aria-describedby']}
              accept={AVATAR_ACCEPT}
              maxBytes={AVATAR_MAX_BYTES}
              value={avatar.src}
              progress={avatar.progress}
              error={avatar.error}
              disabled={removing}
              onChange={avatar.onPick}
              onRemove={avatar.onRemove}
            />
          )}
        </Field>

        <form
          ref={form}
          noValidate
          onSubmit={handleSubmit}
          aria-label={t`Name and email`}
          className="grid gap-4"
        >
          <FormError message={formError} />
          <NameFields
            values={values}
            errors={errors}
            onChange={set}
            maxLength={100}
            className="gap-x-4 gap-y-1"
          />
          <Field label={t`Email`} required error={errors.email}>
            <Input {...EMAIL_INPUT} maxLength={255} value={values.email} onChange={set('email')} />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={saving}>
              <Trans>Save profile</Trans>
            </Button>
          </div>
          <SaveStatus message={savedMessage} />
        </form>
      </div>
    </SettingsCard>
  );
}
