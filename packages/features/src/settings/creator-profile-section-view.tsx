import type { components } from '@colla/api-client';
import type { Locale } from '@colla/i18n/locales';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formSubmit } from '../account-access/account-form';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { DateInput, toDateInputValue } from '@colla/ui/components/date-input';
import { ErrorState } from '@colla/ui/components/error-state';
import { Field, type FieldControlProps } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { clampMessage, NumberInput } from '@colla/ui/components/number-input';
import { RadioGroup, RadioGroupItem } from '@colla/ui/components/radio-group';
import { Select } from '@colla/ui/components/select';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Spinner } from '@colla/ui/components/spinner';
import { Switch } from '@colla/ui/components/switch';
import { Textarea } from '@colla/ui/components/textarea';
import { FormError, SaveStatus, SettingsCard } from './settings-card';
import { NeighbourhoodSelect } from '../lib/neighbourhood-select';
import { NO_ERRORS, type FieldErrors } from '../lib/form-failure';
import { formatMadridDate } from '@colla/ui/lib/format';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import { CONTENT_LANGUAGE_LABELS } from '../lib/proposal-settings';
import { isBarcelona, OUTSIDE_BARCELONA, type Neighbourhood } from './creator-profile-place';
import {
  PROFILE_FIELD_IDS,
  ProfileGuide,
  type ProfileFacts,
} from './creator-profile-section-guide';
import {
  PreviewColumn,
  PreviewSheet,
  type CreatorProfilePreviewProps,
} from './creator-profile-section-preview';

export type CreatorGender = components['schemas']['CreatorGender'];
export type CategoryRef = components['schemas']['CategoryRef'];
export type CreatorVisibility = components['schemas']['CreatorVisibility'];

/** The languages a creator may make content in, in the order the form offers them. */
export const CREATOR_LANGUAGES: readonly Locale[] = ['ca', 'es', 'en'];

export const CREATOR_PROFILE_SAVED_MESSAGE = msg`Your creator profile was saved.`;
export const NO_CATEGORIES_MESSAGE = msg`There are no categories to choose from yet. Colla’s team adds them as the marketplace grows.`;

/**
 * openapi.yaml `CreatorProfileInput` limits; follower counts are whole numbers of at least 0
 * (docs/decisions.md).
 */
export const CREATOR_LIMITS = {
  bio: 2000,
  city: 100,
  instagramHandle: 30,
  tiktokHandle: 24,
  usernameMin: 3,
  usernameMax: 30,
  minFollowers: 0,
  maxFollowers: 2_147_483_647,
} as const;

const HANDLE_PATTERN = /^[A-Za-z0-9._]+$/;

export interface CreatorProfileValues {
  /** The profile's address on Colla (`/creators/{username}`). */
  username: string;
  visibility: CreatorVisibility;
  /** Whether brands may invite the creator to apply to their proposals. */
  accepts_invites: boolean;
  neighbourhood: Neighbourhood;
  languages: Locale[];
  bio: string;
  /** The town, shown and saved only with OUTSIDE_BARCELONA. */
  city: string;
  /** Without the leading "@" (one typed is dropped on save). */
  instagram_handle: string;
  instagram_followers: number | null;
  tiktok_handle: string;
  tiktok_followers: number | null;
  gender: CreatorGender;
  /** `YYYY-MM-DD`, or "" for none. */
  birth_date: string;
  category_ids: number[];
}

export type CreatorProfileField = keyof CreatorProfileValues;
export const CREATOR_PROFILE_FIELDS = [
  'username',
  'visibility',
  'accepts_invites',
  'neighbourhood',
  'languages',
  'bio',
  'city',
  'instagram_handle',
  'instagram_followers',
  'tiktok_handle',
  'tiktok_followers',
  'gender',
  'birth_date',
  'category_ids',
] as const;

/** A handle as saved: trimmed, without a leading "@". */
export function cleanHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/**
 * Checks before sending (the server checks again). `today` is `YYYY-MM-DD`. The messages are in
 * the active language.
 */
export function validateCreatorProfile(
  values: CreatorProfileValues,
  today: string = toDateInputValue(new Date()),
): FieldErrors<CreatorProfileField> {
  const errors: FieldErrors<CreatorProfileField> = {};
  const username = values.username.trim();
  if (
    username.length < CREATOR_LIMITS.usernameMin ||
    username.length > CREATOR_LIMITS.usernameMax ||
    !HANDLE_PATTERN.test(username)
  ) {
    errors.username = t`A username has 3 to 30 letters, digits, dots or underscores.`;
  }
  if (values.neighbourhood === OUTSIDE_BARCELONA && !values.city.trim()) {
    errors.city = t`Enter the town you live in.`;
  }
  const handles = [
    ['instagram_handle', 'Instagram', CREATOR_LIMITS.instagramHandle],
    ['tiktok_handle', 'TikTok', CREATOR_LIMITS.tiktokHandle],
  ] as const;
  for (const [field, platform, maxLength] of handles) {
    const handle = cleanHandle(values[field]);
    if (handle && !HANDLE_PATTERN.test(handle)) {
      errors[field] = t`Use only letters, numbers, full stops and underscores.`;
    } else if (handle.length > maxLength) {
      errors[field] = t`${platform} handles have at most ${maxLength} characters.`;
    }
  }
  for (const field of ['instagram_followers', 'tiktok_followers'] as const) {
    const followers = values[field];
    if (followers !== null && (!Number.isInteger(followers) || followers < 0)) {
      errors[field] = t`Enter a whole number of followers, 0 or more.`;
    }
  }
  if (values.birth_date && values.birth_date >= today) {
    errors.birth_date = t`The birth date field must be a date before today.`;
  }
  return errors;
}

const GENDER_OPTIONS = [
  { value: 'unspecified', label: msg`Prefer not to say` },
  { value: 'woman', label: msg`Woman` },
  { value: 'man', label: msg`Man` },
  { value: 'non_binary', label: msg`Non-binary` },
] as const;

function toGender(value: string): CreatorGender {
  return value === 'woman' || value === 'man' || value === 'non_binary' ? value : null;
}

/** The category list to choose from (openapi.yaml `listCategories`). */
export type CategoryOptionsState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying?: boolean }
  | { status: 'ready'; options: readonly CategoryRef[] };

/** When each follower count was last changed (timestamps), or null when never. */
export interface FollowersUpdatedAt {
  instagram_followers: string | null;
  tiktok_followers: string | null;
}

export interface CreatorProfileFormProps {
  values: CreatorProfileValues;
  onValuesChange: (values: CreatorProfileValues) => void;
  categories: CategoryOptionsState;
  /** The site's origin, e.g. "https://colla.app": the profile's address starts with it. */
  siteOrigin: string;
  followersUpdatedAt: FollowersUpdatedAt;
  /** Messages under the fields; focus moves to the first one when a new object arrives. */
  errors?: FieldErrors<CreatorProfileField>;
  formError?: string | undefined;
  saving?: boolean;
  /** Shown after a successful save, e.g. CREATOR_PROFILE_SAVED_MESSAGE. */
  savedMessage?: string | undefined;
  onSubmit: () => void;
  /** Beside the Save button (the preview's button where there is no room for its column). */
  secondaryAction?: ReactNode;
}

export type CreatorProfileSectionViewProps =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      state: 'ready';
      form: CreatorProfileFormProps;
      guide: ProfileFacts;
      /** "What brands see": the profile as it is being typed. */
      preview: CreatorProfilePreviewProps;
    };

/**
 * The creator's own profile: a guide to completing it, then the form (username, who sees it,
 * neighbourhood, languages, bio, Instagram and TikTok, and categories), and a live preview of
 * what brands see: a sticky column beside the form on a wide screen, else a button beside Save
 * that opens it in a side sheet.
 */
export function CreatorProfileSectionView(props: CreatorProfileSectionViewProps) {
  const { t } = useLingui();
  let body: ReactNode;
  if (props.state === 'loading') {
    body = (
      <div aria-busy="true" className="grid gap-4">
        <Spinner label={t`Loading your creator profile…`} />
        <Skeleton shape="block" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
    );
  } else if (props.state === 'error') {
    body = (
      <ErrorState
        headingLevel={3}
        heading={t`We couldn’t load your creator profile`}
        message={props.message}
        onRetry={props.onRetry}
        retrying={props.retrying ?? false}
      />
    );
  } else {
    body = (
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] xl:items-start xl:gap-8">
        <div className="grid min-w-0 gap-6">
          <ProfileGuide facts={props.guide} />
          <CreatorProfileForm
            {...props.form}
            secondaryAction={<PreviewSheet {...props.preview} className="xl:hidden" />}
          />
        </div>
        <PreviewColumn {...props.preview} className="hidden xl:sticky xl:top-20 xl:grid" />
      </div>
    );
  }
  return (
    <SettingsCard
      title={t`Creator profile`}
      description={t`What brands see when you apply: your handles, audience and the categories you create for.`}
    >
      {body}
    </SettingsCard>
  );
}

/** An input with a fixed "@" before it, for a social handle. */
function HandleInput({
  control,
  value,
  maxLength,
  name,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  maxLength: number;
  name: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-muted"
      >
        @
      </span>
      <Input
        {...control}
        name={name}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // The "@" is shown before the field: a typed or pasted one is dropped (room for it here).
        maxLength={maxLength + 1}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/^\s*@+/, ''))}
        className="ps-7"
      />
    </div>
  );
}

/**
 * A group of choices (checkboxes or radios) under a legend, with a hint under it and a message
 * slot that keeps its height, like Field's.
 */
function ChoiceFieldset({
  legend,
  hint,
  error,
  slot,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  slot: string;
  children: (legendId: string) => ReactNode;
}) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      data-slot={slot}
      aria-describedby={describedBy || undefined}
      className="grid min-w-0 gap-2"
    >
      <legend id={legendId} className="mb-1.5 text-sm font-semibold text-ink">
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children(legendId)}
      <div aria-live="polite" className="min-h-5 text-sm">
        {error && (
          <p id={messageId} className="text-danger-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** `selected` with `value` in or out. */
function toggled<T>(selected: readonly T[], value: T, checked: boolean): T[] {
  const others = selected.filter((item) => item !== value);
  return checked ? [...others, value] : others;
}

function CategoriesField({
  categories,
  selected,
  error,
  onChange,
}: {
  categories: CategoryOptionsState;
  selected: readonly number[];
  error?: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t, i18n } = useLingui();

  let options: ReactNode;
  if (categories.status === 'loading') {
    options = <Spinner label={t`Loading categories…`} showLabel />;
  } else if (categories.status === 'error') {
    options = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="alert" className="text-danger-700">
          <Trans>We couldn’t load the categories.</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          loading={categories.retrying ?? false}
          onClick={categories.onRetry}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  } else if (categories.options.length === 0) {
    options = <p className="text-sm text-muted">{i18n._(NO_CATEGORIES_MESSAGE)}</p>;
  } else {
    options = (
      <ul className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {categories.options.map((category) => (
          <li key={category.id}>
            <Checkbox
              name="category_ids"
              value={String(category.id)}
              label={category.name}
              checked={selected.includes(category.id)}
              onCheckedChange={(checked) =>
                onChange(toggled(selected, category.id, checked === true))
              }
              invalid={Boolean(error)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ChoiceFieldset
      slot="categories-field"
      legend={<Trans>Categories</Trans>}
      hint={
        <Trans>What you create content about. We use them to recommend proposals to you.</Trans>
      }
      error={error}
    >
      {() => options}
    </ChoiceFieldset>
  );
}

/** The profile's address as people see it: the site's host and `/creators/{username}`. */
function profileAddress(siteOrigin: string, username: string): string {
  const host = siteOrigin.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  return `${host}/creators/${username}`;
}

const VISIBILITY_OPTIONS: readonly {
  value: CreatorVisibility;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    value: 'brands',
    label: msg`Brands on Colla`,
    description: msg`Only brands signed in to Colla, and Colla’s team, can see your profile.`,
  },
  {
    value: 'public',
    label: msg`Public: anyone with the link, and search engines`,
    description: msg`Your profile is a page on Colla’s site that anyone can open and search engines can list.`,
  },
];

type FollowersField = 'instagram_followers' | 'tiktok_followers';

/** The creator-profile form, once the profile is loaded. */
export function CreatorProfileForm({
  values,
  onValuesChange,
  categories,
  siteOrigin,
  followersUpdatedAt,
  errors = NO_ERRORS,
  formError,
  saving = false,
  savedMessage,
  onSubmit,
  secondaryAction,
}: CreatorProfileFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFailure(form, errors, formError);
  const { t, i18n } = useLingui();
  // Why a typed follower count was corrected (e.g. "-5" became 0), until it is edited again.
  const [corrections, setCorrections] = useState<Partial<Record<FollowersField, string>>>({});

  const update = <F extends CreatorProfileField>(field: F, value: CreatorProfileValues[F]) =>
    onValuesChange({ ...values, [field]: value });

  const handleSubmit = formSubmit(saving, onSubmit);

  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);

  const username = values.username.trim();
  const address = profileAddress(siteOrigin, username || '…');

  /** Under a count: that the creator declares it, and when it last changed. */
  function followersNote(field: FollowersField): string {
    const updatedAt = followersUpdatedAt[field];
    if (!updatedAt) return t`Self-declared: brands see the number you give.`;
    const date = formatMadridDate(updatedAt);
    return t`Self-declared. Updated ${date}.`;
  }

  function followersField(field: FollowersField, label: string) {
    return (
      <Field
        label={label}
        error={errors[field]}
        status={corrections[field] ?? followersNote(field)}
      >
        <NumberInput
          name={field}
          min={CREATOR_LIMITS.minFollowers}
          max={CREATOR_LIMITS.maxFollowers}
          step={1}
          value={values[field]}
          onValueChange={(value) => {
            setCorrections((current) => ({ ...current, [field]: undefined }));
            update(field, value);
          }}
          onClamp={(clamp) =>
            setCorrections((current) => ({ ...current, [field]: clampMessage(clamp) }))
          }
        />
      </Field>
    );
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={t`Creator profile`}
      className="grid gap-4"
    >
      <FormError message={formError} />
      <Field
        label={t`Username`}
        hint={
          <Trans>
            3 to 30 letters, digits, dots or underscores. Your profile’s address:{' '}
            <span className="font-semibold wrap-anywhere text-ink">{address}</span>
          </Trans>
        }
        required
        error={errors.username}
      >
        <Input
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={CREATOR_LIMITS.usernameMax}
          value={values.username}
          onChange={(event) => update('username', event.target.value)}
          className="sm:max-w-xs"
        />
      </Field>

      <ChoiceFieldset
        slot="visibility-field"
        legend={<Trans>Who can see your profile</Trans>}
        error={errors.visibility}
      >
        {(legendId) => (
          <RadioGroup
            name="visibility"
            aria-labelledby={legendId}
            value={values.visibility}
            invalid={Boolean(errors.visibility)}
            onValueChange={(next) => update('visibility', next === 'public' ? 'public' : 'brands')}
          >
            {VISIBILITY_OPTIONS.map((option) => (
              <RadioGroupItem
                key={option.value}
                value={option.value}
                label={i18n._(option.label)}
                description={i18n._(option.description)}
              />
            ))}
          </RadioGroup>
        )}
      </ChoiceFieldset>

      <Switch
        name="accepts_invites"
        checked={values.accepts_invites}
        onCheckedChange={(checked) => update('accepts_invites', checked)}
        label={t`Brands can invite me to apply`}
        description={t`Brands that find you can invite you to one of their proposals. Turned off, you still appear in their search.`}
      />

      <Field
        id={PROFILE_FIELD_IDS.bio}
        label={t`Bio`}
        hint={t`A few lines about you and your content.`}
        error={errors.bio}
      >
        <Textarea
          name="bio"
          size="sm"
          maxLength={CREATOR_LIMITS.bio}
          value={values.bio}
          onChange={(event) => update('bio', event.target.value)}
        />
      </Field>

      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <Field
          label={t`Neighbourhood`}
          hint={t`Where you live and create: brands look for creators near them.`}
          error={errors.neighbourhood}
        >
          {(control) => (
            <NeighbourhoodSelect
              control={control}
              placeholder={t`Choose your neighbourhood`}
              value={values.neighbourhood}
              onChange={(next) =>
                onValuesChange({
                  ...values,
                  neighbourhood: next,
                  // Moving out of Barcelona asks for the town: "Barcelona" is not one to keep.
                  city: next === OUTSIDE_BARCELONA && isBarcelona(values.city) ? '' : values.city,
                })
              }
            />
          )}
        </Field>
        {values.neighbourhood === OUTSIDE_BARCELONA && (
          <Field label={t`City or town`} required error={errors.city} className="sm:self-end">
            <Input
              name="city"
              autoComplete="address-level2"
              maxLength={CREATOR_LIMITS.city}
              value={values.city}
              onChange={(event) => update('city', event.target.value)}
            />
          </Field>
        )}
      </div>

      <ChoiceFieldset
        slot="languages-field"
        legend={<Trans>Languages you create in</Trans>}
        error={errors.languages}
      >
        {() => (
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {CREATOR_LANGUAGES.map((language) => (
              <li key={language}>
                <Checkbox
                  name="languages"
                  value={language}
                  label={i18n._(CONTENT_LANGUAGE_LABELS[language])}
                  checked={values.languages.includes(language)}
                  onCheckedChange={(checked) =>
                    update('languages', toggled(values.languages, language, checked === true))
                  }
                  invalid={Boolean(errors.languages)}
                />
              </li>
            ))}
          </ul>
        )}
      </ChoiceFieldset>

      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <Field
          id={PROFILE_FIELD_IDS.platform}
          label={t`Instagram handle`}
          error={errors.instagram_handle}
        >
          {(control) => (
            <HandleInput
              control={control}
              name="instagram_handle"
              maxLength={CREATOR_LIMITS.instagramHandle}
              value={values.instagram_handle}
              onChange={(value) => update('instagram_handle', value)}
            />
          )}
        </Field>
        {followersField('instagram_followers', t`Instagram followers`)}
        <Field label={t`TikTok handle`} error={errors.tiktok_handle}>
          {(control) => (
            <HandleInput
              control={control}
              name="tiktok_handle"
              maxLength={CREATOR_LIMITS.tiktokHandle}
              value={values.tiktok_handle}
              onChange={(value) => update('tiktok_handle', value)}
            />
          )}
        </Field>
        {followersField('tiktok_followers', t`TikTok followers`)}
        <Field label={t`Gender`} error={errors.gender}>
          <Select
            name="gender"
            options={GENDER_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={values.gender ?? 'unspecified'}
            onValueChange={(value) => update('gender', toGender(value))}
          />
        </Field>
        <Field label={t`Birth date`} error={errors.birth_date}>
          <DateInput
            name="birth_date"
            autoComplete="bday"
            max={toDateInputValue(yesterday)}
            value={values.birth_date}
            onChange={(event) => update('birth_date', event.target.value)}
          />
        </Field>
      </div>

      <CategoriesField
        categories={categories}
        selected={values.category_ids}
        error={errors.category_ids}
        onChange={(ids) => update('category_ids', ids)}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving}>
          <Trans>Save creator profile</Trans>
        </Button>
        {secondaryAction}
      </div>
      <SaveStatus message={savedMessage} />
    </form>
  );
}
