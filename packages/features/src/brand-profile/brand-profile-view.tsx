import type { components } from '@colla/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formSubmit } from '../account-access/account-form';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { FileInput } from '@colla/ui/components/file-input';
import { Input } from '@colla/ui/components/input';
import { Link } from '@colla/ui/components/link';
import { Picture } from '@colla/ui/components/picture';
import { Textarea } from '@colla/ui/components/textarea';
import type { FieldErrors } from '../lib/form-failure';
import { NeighbourhoodSelect } from '../lib/neighbourhood-select';
import { FormError, SaveStatus, SettingsCard } from '../settings/settings-card';
import { OUTSIDE_BARCELONA, type Neighbourhood } from '../settings/creator-profile-place';

export type BrandProfile = components['schemas']['BrandProfile'];
export type BrandPhoto = components['schemas']['BrandPhoto'];

/** A brand page holds at most this many photos (`addBrandPhoto` refuses a 9th). */
export const MAX_BRAND_PHOTOS = 8;
/** The longest photo description the server takes. */
export const MAX_ALT_LENGTH = 200;
/** The images a logo or a photo may be (what the server reads). */
export const BRAND_PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const BRAND_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The page's form, as typed. */
export interface BrandProfileValues {
  slug: string;
  description: string;
  address: string;
  neighbourhood: Neighbourhood;
  city: string;
  website: string;
  instagram: string;
}

export type BrandProfileField = keyof BrandProfileValues;

/** An upload in progress (0–100) or failed, for the logo or a new photo. */
export interface UploadState {
  progress?: number | undefined;
  error?: string | undefined;
  /** Changes after each upload, so the picker starts empty again. */
  pickerKey?: number;
}

export interface BrandProfileFormViewProps {
  values: BrandProfileValues;
  onValuesChange: (values: BrandProfileValues) => void;
  onSubmit: () => void;
  errors: FieldErrors<BrandProfileField>;
  formError?: string | undefined;
  saving?: boolean;
  /** Said once the page is saved. */
  status?: string | undefined;
  /** The site's origin, to show the page's address (`colla.example/brands/{slug}`). */
  siteOrigin: string;
}

/** The page's address as people see it: the site's host and `/brands/{slug}`. */
export function brandPageAddress(siteOrigin: string, slug: string): string {
  const host = siteOrigin.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  return `${host}/brands/${slug}`;
}

/** What the brand's page says: its address, what the business is, where it is, its links. */
export function BrandProfileFormView({
  values,
  onValuesChange,
  onSubmit,
  errors,
  formError,
  saving = false,
  status,
  siteOrigin,
}: BrandProfileFormViewProps) {
  const { t } = useLingui();
  const update = (field: BrandProfileField) => (event: { target: { value: string } }) =>
    onValuesChange({ ...values, [field]: event.target.value });
  const address = brandPageAddress(siteOrigin, values.slug.trim() || '…');
  return (
    <SettingsCard
      title={t`About the brand`}
      description={t`What creators read on your page before they apply.`}
    >
      <form
        noValidate
        onSubmit={formSubmit(saving, onSubmit)}
        aria-label={t`About the brand`}
        className="grid gap-4"
      >
        <FormError message={formError} />
        <Field
          label={t`Page address`}
          required
          hint={<Trans>Your page is at {address}. Lower-case letters, digits and hyphens.</Trans>}
          error={errors.slug}
        >
          <Input
            name="slug"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
            value={values.slug}
            onChange={update('slug')}
          />
        </Field>
        <Field
          label={t`What the business is`}
          hint={t`What you make or offer, and what makes it yours.`}
          error={errors.description}
        >
          <Textarea
            name="description"
            maxLength={5000}
            value={values.description}
            onChange={update('description')}
          />
        </Field>
        <Field label={t`Street address`} error={errors.address}>
          <Input
            name="address"
            autoComplete="street-address"
            maxLength={200}
            value={values.address}
            onChange={update('address')}
          />
        </Field>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <Field label={t`Neighbourhood`} error={errors.neighbourhood}>
            {(control) => (
              <NeighbourhoodSelect
                control={control}
                name="barri"
                placeholder={t`Choose the neighbourhood`}
                value={values.neighbourhood}
                onChange={(next) => onValuesChange({ ...values, neighbourhood: next })}
              />
            )}
          </Field>
          {values.neighbourhood === OUTSIDE_BARCELONA && (
            <Field label={t`City or town`} required error={errors.city} className="sm:self-end">
              <Input
                name="city"
                autoComplete="address-level2"
                maxLength={100}
                value={values.city}
                onChange={update('city')}
              />
            </Field>
          )}
        </div>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <Field label={t`Website`} error={errors.website}>
            <Input
              name="website"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={255}
              value={values.website}
              onChange={update('website')}
            />
          </Field>
          <Field label={t`Instagram`} hint={t`Without the @`} error={errors.instagram}>
            <Input
              name="instagram"
              autoCapitalize="none"
              maxLength={30}
              value={values.instagram}
              onChange={update('instagram')}
            />
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            <Trans>Save page</Trans>
          </Button>
        </div>
        <SaveStatus message={status} />
      </form>
    </SettingsCard>
  );
}

export interface BrandLogoViewProps {
  logo: BrandProfile['logo'];
  upload: UploadState;
  removing?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  status?: string | undefined;
}

/** The brand's logo: pick one (with progress) or remove it. */
export function BrandLogoView({
  logo,
  upload,
  removing = false,
  onPick,
  onRemove,
  status,
}: BrandLogoViewProps) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Logo`} description={t`Square pictures look best.`}>
      <Field label={t`Logo`} status={status}>
        {(control) => (
          <FileInput
            key={upload.pickerKey ?? 0}
            id={control.id}
            aria-labelledby={control['aria-labelledby']}
            aria-describedby={control['aria-describedby']}
            accept={BRAND_PICTURE_ACCEPT}
            maxBytes={BRAND_PICTURE_MAX_BYTES}
            value={logo?.src_small ?? null}
            progress={upload.progress}
            error={upload.error}
            disabled={removing}
            onChange={onPick}
            onRemove={onRemove}
          />
        )}
      </Field>
    </SettingsCard>
  );
}

export interface BrandPhotosViewProps {
  photos: readonly BrandPhoto[];
  /** The new photo being uploaded (or that failed). */
  upload: UploadState;
  /** Adds a photo with what it shows. */
  onAdd: (file: File, alt: string) => void;
  onSaveAlt: (photo: BrandPhoto, alt: string) => void;
  onDelete: (photo: BrandPhoto) => void;
  /** Moves a photo one place up (-1) or down (1). */
  onMove: (photo: BrandPhoto, by: -1 | 1) => void;
  /** A photo being saved, moved or deleted: its buttons wait. */
  busyPhotoId?: number | null;
  status?: string | undefined;
  error?: string | undefined;
}

function PhotoItem({
  photo,
  index,
  count,
  busy,
  onSaveAlt,
  onDelete,
  onMove,
}: {
  photo: BrandPhoto;
  index: number;
  count: number;
  busy: boolean;
} & Pick<BrandPhotosViewProps, 'onSaveAlt' | 'onDelete' | 'onMove'>) {
  const { t } = useLingui();
  const [alt, setAlt] = useState(photo.alt);
  const position = index + 1;
  return (
    <li
      data-slot="brand-photo"
      className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-[8rem_1fr]"
    >
      <Picture
        src={photo.picture.src}
        srcSmall={photo.picture.src_small}
        width={photo.picture.width}
        height={photo.picture.height}
        alt={photo.alt}
        sizes="128px"
        className="aspect-square w-32 rounded-lg object-cover"
      />
      <div className="grid min-w-0 gap-2">
        <p className="text-sm text-muted">
          <Trans>
            Photo {position} of {count}
          </Trans>
        </p>
        <form
          noValidate
          className="grid gap-2"
          aria-label={t`Photo ${position}`}
          onSubmit={(event) => {
            event.preventDefault();
            onSaveAlt(photo, alt);
          }}
        >
          <Field label={t`What the photo shows`}>
            <Input
              maxLength={MAX_ALT_LENGTH}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={busy || alt === photo.alt}
            >
              <Trans>Save description</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy || index === 0}
              onClick={() => onMove(photo, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              <Trans>Move up</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy || index === count - 1}
              onClick={() => onMove(photo, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              <Trans>Move down</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onDelete(photo)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Delete photo {position}</Trans>
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}

/** Up to 8 photos: add one (with what it shows, and progress), describe, reorder, delete. */
export function BrandPhotosView({
  photos,
  upload,
  onAdd,
  onSaveAlt,
  onDelete,
  onMove,
  busyPhotoId = null,
  status,
  error,
}: BrandPhotosViewProps) {
  const { t } = useLingui();
  const [alt, setAlt] = useState('');
  const count = photos.length;
  const full = count >= MAX_BRAND_PHOTOS;
  const uploading = upload.progress !== undefined;
  return (
    <SettingsCard title={t`Photos`} description={t`${count} of 8 photos`}>
      <div className="grid gap-4">
        <FormError message={error} />
        {photos.length > 0 && (
          <ul aria-label={t`Photos`} className="grid gap-3">
            {photos.map((photo, index) => (
              <PhotoItem
                // A photo's description field starts again from what is saved when it changes.
                key={`${photo.id}:${photo.alt}`}
                photo={photo}
                index={index}
                count={count}
                busy={busyPhotoId === photo.id}
                onSaveAlt={onSaveAlt}
                onDelete={onDelete}
                onMove={onMove}
              />
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-muted">
            <Trans>Your page has 8 photos, the most it holds. Delete one to add another.</Trans>
          </p>
        ) : (
          <div className="grid gap-2 rounded-xl border border-line p-3">
            <Field
              label={t`What the new photo shows`}
              hint={t`For people who can’t see it. Describe it before you choose the photo.`}
            >
              <Input
                name="alt"
                maxLength={MAX_ALT_LENGTH}
                value={alt}
                disabled={uploading}
                onChange={(event) => setAlt(event.target.value)}
              />
            </Field>
            <Field label={t`Add a photo`} status={status}>
              {(control) => (
                <FileInput
                  key={upload.pickerKey ?? 0}
                  id={control.id}
                  aria-labelledby={control['aria-labelledby']}
                  aria-describedby={control['aria-describedby']}
                  accept={BRAND_PICTURE_ACCEPT}
                  maxBytes={BRAND_PICTURE_MAX_BYTES}
                  value={null}
                  progress={upload.progress}
                  error={upload.error}
                  onChange={(file) => {
                    onAdd(file, alt);
                    setAlt('');
                  }}
                />
              )}
            </Field>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}

/** A link to the brand's public page, as people will find it. */
export function PublicPageLink({ href }: { href: string }) {
  return (
    <Link external href={href} className="min-h-11 w-fit items-center sm:min-h-0">
      <Trans>View public page</Trans>
    </Link>
  );
}
