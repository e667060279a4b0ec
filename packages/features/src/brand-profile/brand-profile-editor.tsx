import {
  createUploadFetch,
  getBrandProfileOptions,
  isApiError,
  useAddBrandPhotoMutation,
  useDeleteBrandLogoMutation,
  useDeleteBrandPhotoMutation,
  useReorderBrandPhotosMutation,
  useUpdateBrandPhotoMutation,
  useUpdateBrandProfileMutation,
  useUploadBrandLogoMutation,
} from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureMessage, toFormFailure, type FieldErrors, NO_ERRORS } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import { ViewStateBody } from '../lib/view-state-body';
import { neighbourhoodOf, placeOf } from '../settings/creator-profile-place';
import { Skeleton } from '@colla/ui/components/skeleton';
import {
  BrandLogoView,
  BrandPhotosView,
  BrandProfileFormView,
  type BrandPhoto,
  type BrandProfile,
  type BrandProfileField,
  type BrandProfileValues,
  type UploadState,
} from './brand-profile-view';

export const BRAND_PROFILE_LOADING = msg`Loading the brand’s page…`;
export const BRAND_PROFILE_ERROR_HEADING = msg`We couldn’t load this brand’s page`;
export const BRAND_PROFILE_FORBIDDEN = msg`Only the brand’s managers and Colla’s admins can edit its page.`;
export const BRAND_PROFILE_NOT_FOUND_HEADING = msg`Brand not found`;
export const BRAND_PROFILE_NOT_FOUND_MESSAGE = msg`This brand doesn’t exist, or you don’t manage it.`;
export const BRAND_PAGE_SAVED = msg`Your page was saved.`;
export const LOGO_SAVED = msg`The logo was saved.`;
export const LOGO_REMOVED = msg`The logo was removed.`;
export const PHOTO_ADDED = msg`The photo was added.`;

/** The form's values from a saved page. */
export function brandProfileValues(profile: BrandProfile): BrandProfileValues {
  return {
    slug: profile.slug,
    description: profile.description ?? '',
    address: profile.address ?? '',
    neighbourhood: neighbourhoodOf(profile),
    city: profile.city ?? '',
    website: profile.website ?? '',
    instagram: profile.instagram_handle ?? '',
  };
}

/** The server's field names for the form's. */
const SERVER_FIELDS: Record<string, BrandProfileField> = {
  slug: 'slug',
  description: 'description',
  address: 'address',
  barri: 'neighbourhood',
  city: 'city',
  website: 'website',
  instagram_handle: 'instagram',
};

const fieldOf = (key: string): BrandProfileField | undefined =>
  SERVER_FIELDS[key.split('.')[0] ?? ''];

/** A failed save: a 409 (the address is taken) goes under the address, like a 422's fields. */
function saveFailure(error: unknown): {
  fields: FieldErrors<BrandProfileField>;
  message: string | null;
} {
  if (isApiError(error, 409)) {
    return { fields: { slug: error.body?.message ?? failureMessage(error) }, message: null };
  }
  return toFormFailure(error, fieldOf);
}

/** The editor of one loaded page: its fields, its logo and its photos. */
function Editor({ profile, siteOrigin }: { profile: BrandProfile; siteOrigin: string }) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(() => brandProfileValues(profile));
  const [errors, setErrors] = useState<FieldErrors<BrandProfileField>>(NO_ERRORS);
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const update = useUpdateBrandProfileMutation();

  const save = async () => {
    setStatus(undefined);
    const place = placeOf(values.neighbourhood, values.city);
    try {
      const saved = await update.mutateAsync({
        id: profile.id,
        body: {
          slug: values.slug.trim().toLowerCase(),
          description: values.description.trim() || null,
          address: values.address.trim() || null,
          barri: place.barri,
          city: place.city || null,
          website: values.website.trim() || null,
          instagram_handle: values.instagram.trim().replace(/^@/, '') || null,
        },
      });
      setErrors(NO_ERRORS);
      setFormError(undefined);
      setValues(brandProfileValues(saved));
      setStatus(i18n._(BRAND_PAGE_SAVED));
    } catch (error) {
      // What was typed stays: only the messages change.
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setFormError(failure.message ?? undefined);
    }
  };

  return (
    <div className="grid gap-6">
      <BrandProfileFormView
        values={values}
        onValuesChange={setValues}
        onSubmit={() => void save()}
        errors={errors}
        formError={formError}
        saving={update.isPending}
        status={status}
        siteOrigin={siteOrigin}
      />
      <LogoEditor profile={profile} />
      <PhotosEditor profile={profile} />
    </div>
  );
}

/** Runs one upload at a time with progress; a new pick cancels the one in flight. */
function useUpload() {
  const [state, setState] = useState<UploadState>({ pickerKey: 0 });
  const current = useRef<AbortController | null>(null);
  async function run<T>(
    send: (request: {
      signal: AbortSignal;
      fetch: (r: Request) => Promise<Response>;
    }) => Promise<T>,
  ) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const mine = () => current.current === controller;
    setState((s) => ({ pickerKey: s.pickerKey, progress: 0 }));
    try {
      const result = await send({
        signal: controller.signal,
        fetch: createUploadFetch({
          onProgress: (percent) => mine() && setState((s) => ({ ...s, progress: percent })),
        }),
      });
      if (mine()) setState((s) => ({ pickerKey: (s.pickerKey ?? 0) + 1 }));
      return result;
    } catch (error) {
      if (mine()) {
        setState((s) => ({
          pickerKey: (s.pickerKey ?? 0) + 1,
          error: controller.signal.aborted ? undefined : failureMessage(error),
        }));
      }
      return undefined;
    } finally {
      if (mine()) current.current = null;
    }
  }
  return { state, run };
}

function LogoEditor({ profile }: { profile: BrandProfile }) {
  const { i18n } = useLingui();
  const upload = useUpload();
  const replace = useUploadBrandLogoMutation();
  const removal = useDeleteBrandLogoMutation();
  const [status, setStatus] = useState<string>();
  const pick = async (file: File) => {
    setStatus(undefined);
    const body = new FormData();
    body.append('file', file);
    const saved = await upload.run((request) =>
      replace.mutateAsync({ id: profile.id, body, request }),
    );
    if (saved) setStatus(i18n._(LOGO_SAVED));
  };
  const remove = async () => {
    setStatus(undefined);
    await removal.mutateAsync({ id: profile.id });
    setStatus(i18n._(LOGO_REMOVED));
  };
  return (
    <BrandLogoView
      logo={profile.logo}
      upload={upload.state}
      removing={removal.isPending}
      onPick={(file) => void pick(file)}
      onRemove={() => void remove()}
      status={status}
    />
  );
}

function PhotosEditor({ profile }: { profile: BrandProfile }) {
  const { i18n } = useLingui();
  const upload = useUpload();
  const add = useAddBrandPhotoMutation();
  const describe = useUpdateBrandPhotoMutation();
  const removal = useDeleteBrandPhotoMutation();
  const reorder = useReorderBrandPhotosMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();

  const onAdd = async (file: File, alt: string) => {
    setStatus(undefined);
    const body = new FormData();
    body.append('alt', alt.trim());
    body.append('file', file);
    const added = await upload.run((request) => add.mutateAsync({ id: profile.id, body, request }));
    if (added) setStatus(i18n._(PHOTO_ADDED));
  };
  /** Runs a change to one photo, its buttons waiting meanwhile; a failure is said above the list. */
  const change = async (photo: BrandPhoto, run: () => Promise<unknown>) => {
    setBusy(photo.id);
    setError(undefined);
    setStatus(undefined);
    try {
      await run();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  const onMove = (photo: BrandPhoto, by: -1 | 1) =>
    void change(photo, () => {
      const ids = profile.photos.map((p) => p.id);
      const from = ids.indexOf(photo.id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve();
      [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
      return reorder.mutateAsync({ id: profile.id, body: { ids } });
    });
  return (
    <BrandPhotosView
      photos={profile.photos}
      upload={upload.state}
      onAdd={(file, alt) => void onAdd(file, alt)}
      onSaveAlt={(photo, alt) =>
        void change(photo, () =>
          describe.mutateAsync({ id: profile.id, photo_id: photo.id, body: { alt: alt.trim() } }),
        )
      }
      onDelete={(photo) =>
        void change(photo, () => removal.mutateAsync({ id: profile.id, photo_id: photo.id }))
      }
      onMove={onMove}
      busyPhotoId={busy}
      status={status}
      error={error}
    />
  );
}

export interface BrandProfileEditorProps {
  brandId: number;
  /** The site's origin, to show the page's address. */
  siteOrigin: string;
}

/** Reads a brand's page for editing (`getBrandProfile`) and edits it. */
export function BrandProfileEditor({ brandId, siteOrigin }: BrandProfileEditorProps) {
  const { i18n } = useLingui();
  const result = useQuery(getBrandProfileOptions({ id: brandId }));
  return (
    <ViewStateBody
      state={toViewState(result, { notFound: true })}
      loadingLabel={i18n._(BRAND_PROFILE_LOADING)}
      skeleton={
        <div className="grid gap-4">
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </div>
      }
      forbiddenMessage={i18n._(BRAND_PROFILE_FORBIDDEN)}
      errorHeading={i18n._(BRAND_PROFILE_ERROR_HEADING)}
      notFound={{
        heading: i18n._(BRAND_PROFILE_NOT_FOUND_HEADING),
        message: i18n._(BRAND_PROFILE_NOT_FOUND_MESSAGE),
      }}
    >
      {(profile) => <Editor key={profile.id} profile={profile} siteOrigin={siteOrigin} />}
    </ViewStateBody>
  );
}
