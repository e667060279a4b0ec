import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Select } from '@colla/ui/components/select';
import { Textarea } from '@colla/ui/components/textarea';
import { cn } from '@colla/ui/lib/cn';
import { EMAIL_INPUT } from '../account-access/account-form';
import type { FieldErrors } from '../lib/form-failure';
import { NeighbourhoodSelect } from '../lib/neighbourhood-select';
import { OUTSIDE_BARCELONA } from '../settings/creator-profile-place';
import {
  BRAND_JOIN_FIELDS,
  BUSINESS_KINDS,
  OFFER_MAX,
  type BrandJoinField,
  type BrandJoinValues,
  type BusinessKind,
} from './brand-join-fields';

export interface BrandJoinViewProps {
  values: BrandJoinValues;
  onValueChange: <K extends keyof BrandJoinValues>(field: K, value: BrandJoinValues[K]) => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's first message per field, shown under it; focus goes to the first. */
  fieldErrors?: FieldErrors<BrandJoinField>;
  /** What went wrong that no field explains (already asked, too many attempts, no connection). */
  error?: string | null;
  /** Once sent: the address the team will write to. */
  sentTo?: string | null;
  /** The privacy policy page, in the page's language. */
  privacyHref: string;
  className?: string;
}

/** The element a field's error focuses: the neighbourhood select answers for `barri`. */
const FOCUS_NAME: Partial<Record<BrandJoinField, string>> = { barri: 'neighbourhood' };

/**
 * "Bring your business to Colla": what a business tells Colla to ask to join as a brand. A pure
 * view: the values, the errors and the sent state come from its container.
 */
export function BrandJoinView({
  values,
  onValueChange,
  onSubmit,
  submitting = false,
  fieldErrors = {},
  error = null,
  sentTo = null,
  privacyHref,
  className,
}: BrandJoinViewProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const firstInvalid = BRAND_JOIN_FIELDS.find((field) => Boolean(fieldErrors[field]));

  // A failure moves focus to the first field the server named, or to the message above the form.
  useEffect(() => {
    if (firstInvalid) {
      const name = FOCUS_NAME[firstInvalid] ?? firstInvalid;
      formRef.current?.querySelector<HTMLElement>(`[name="${name}"], #${name}`)?.focus();
    } else if (error) {
      errorRef.current?.focus();
    }
  }, [firstInvalid, error]);

  if (sentTo) {
    return (
      <section
        data-slot="brand-join-sent"
        aria-live="polite"
        className={cn('grid justify-items-center gap-4 py-10 text-center', className)}
      >
        <CircleCheck aria-hidden="true" className="size-12 text-success-600" />
        <h2 className="text-2xl font-bold text-ink">
          {t`Thanks — we'll write to you at ${sentTo} within two working days.`}
        </h2>
        <p className="max-w-md text-muted">
          <Trans>
            We read every request ourselves. If it is a yes, you will get an invitation to create
            your account and publish your first proposal.
          </Trans>
        </p>
      </section>
    );
  }

  const text =
    (
      field:
        | 'business_name'
        | 'town'
        | 'website'
        | 'instagram_handle'
        | 'first_name'
        | 'last_name'
        | 'email'
        | 'phone'
        | 'offer'
        | 'fax',
    ) =>
    (event: { target: { value: string } }) =>
      onValueChange(field, event.target.value);
  const outside = values.neighbourhood === OUTSIDE_BARCELONA;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      data-slot="brand-join-form"
      aria-label={t`Bring your business to Colla`}
      className={cn('grid gap-6', className)}
    >
      {error ? (
        <Alert variant="danger" ref={errorRef} tabIndex={-1} data-slot="brand-join-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}

      <fieldset className="grid gap-1">
        <legend className="mb-3 text-lg font-bold text-ink">
          <Trans>Your business</Trans>
        </legend>
        <Field label={t`Business name`} required error={fieldErrors.business_name}>
          <Input
            name="business_name"
            autoComplete="organization"
            maxLength={200}
            value={values.business_name}
            onChange={text('business_name')}
          />
        </Field>
        <Field label={t`Kind of business`} required error={fieldErrors.kind}>
          <Select
            name="kind"
            placeholder={t`Choose one`}
            value={values.kind}
            onValueChange={(value) => onValueChange('kind', value as BusinessKind)}
            options={BUSINESS_KINDS.map((kind) => ({
              value: kind.value,
              label: i18n._(kind.label),
            }))}
          />
        </Field>
        <Field label={t`Barri`} required error={fieldErrors.barri}>
          {(control) => (
            <NeighbourhoodSelect
              control={control}
              value={values.neighbourhood}
              onChange={(value) => onValueChange('neighbourhood', value)}
              placeholder={t`Choose your barri`}
            />
          )}
        </Field>
        {outside ? (
          <Field label={t`Town`} required error={fieldErrors.town}>
            <Input
              name="town"
              autoComplete="address-level2"
              maxLength={100}
              value={values.town}
              onChange={text('town')}
            />
          </Field>
        ) : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={t`Website`}
            hint={t`Your website or your Instagram: at least one.`}
            error={fieldErrors.website}
          >
            <Input
              name="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="forndelavila.cat"
              maxLength={255}
              value={values.website}
              onChange={text('website')}
            />
          </Field>
          <Field label={t`Instagram`} error={fieldErrors.instagram_handle}>
            <Input
              name="instagram_handle"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="@forndelavila"
              maxLength={100}
              value={values.instagram_handle}
              onChange={text('instagram_handle')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-1">
        <legend className="mb-3 text-lg font-bold text-ink">
          <Trans>Who we talk to</Trans>
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t`First name`} required error={fieldErrors.first_name}>
            <Input
              name="first_name"
              autoComplete="given-name"
              maxLength={100}
              value={values.first_name}
              onChange={text('first_name')}
            />
          </Field>
          <Field label={t`Last name`} required error={fieldErrors.last_name}>
            <Input
              name="last_name"
              autoComplete="family-name"
              maxLength={100}
              value={values.last_name}
              onChange={text('last_name')}
            />
          </Field>
          <Field label={t`Email`} required error={fieldErrors.email}>
            <Input
              {...EMAIL_INPUT}
              autoCapitalize="none"
              maxLength={255}
              value={values.email}
              onChange={text('email')}
            />
          </Field>
          <Field label={t`Phone`} required error={fieldErrors.phone}>
            <Input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={text('phone')}
            />
          </Field>
        </div>
        <Field
          label={t`What would you offer creators?`}
          hint={t`A line is enough: a tasting menu for two, a haircut, a night in your hotel…`}
          required
          error={fieldErrors.offer}
        >
          <Textarea
            name="offer"
            rows={3}
            maxLength={OFFER_MAX}
            value={values.offer}
            onChange={text('offer')}
          />
        </Field>
        {/* Hidden from people (and from screen readers): only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label>
            Fax
            <input
              name="fax"
              tabIndex={-1}
              autoComplete="off"
              value={values.fax}
              onChange={text('fax')}
            />
          </label>
        </div>
      </fieldset>

      <div className="grid gap-1">
        <Checkbox
          name="privacy_accepted"
          checked={values.privacy_accepted}
          onCheckedChange={(checked) => onValueChange('privacy_accepted', checked === true)}
          invalid={Boolean(fieldErrors.privacy_accepted)}
          aria-describedby={fieldErrors.privacy_accepted ? 'privacy-error' : undefined}
          label={
            <Trans>
              I have read and accept the{' '}
              <a href={privacyHref} className="font-semibold text-primary-700 underline">
                privacy policy
              </a>
              .
            </Trans>
          }
        />
        {fieldErrors.privacy_accepted ? (
          <p id="privacy-error" className="text-sm text-danger-700">
            {fieldErrors.privacy_accepted}
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        loading={submitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Trans>Send my request</Trans>
      </Button>
    </form>
  );
}
