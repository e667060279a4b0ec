import { isApiError, useCreateBrandRequestMutation } from '@colla/api-client';
import { DEFAULT_LOCALE, isLocale } from '@colla/i18n/locales';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toFormFailure, type FieldErrors } from '../lib/form-failure';
import {
  BRAND_JOIN_FIELDS,
  EMPTY_BRAND_JOIN_VALUES,
  toBrandRequestInput,
  type BrandJoinField,
  type BrandJoinValues,
} from './brand-join-fields';
import { BrandJoinView } from './brand-join-view';

export interface BrandJoinFormProps {
  /** The privacy policy page, in the page's language. */
  privacyHref: string;
  /** What the form starts with (stories). */
  initialValues?: BrandJoinValues;
  className?: string;
}

/**
 * The join form, connected: sends `createBrandRequest` in the page's language and keeps what
 * was typed whatever goes wrong (field errors, already asked, too many attempts, no connection).
 */
export function BrandJoinForm({
  privacyHref,
  initialValues = EMPTY_BRAND_JOIN_VALUES,
  className,
}: BrandJoinFormProps) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<BrandJoinField>>({});
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useCreateBrandRequestMutation();

  const submit = () => {
    setError(null);
    // The kind is a choice the select cannot send empty: said here, before anything is sent.
    if (values.kind === '') {
      setFieldErrors({ kind: t`Choose the kind of business.` });
      return;
    }
    setFieldErrors({});
    send.mutate(
      { body: toBrandRequestInput(values, locale) },
      {
        onSuccess: () => setSentTo(values.email.trim()),
        onError: (failure) => {
          // 409 (already asked) and 429 say it in a sentence above the form.
          const form = toFormFailure(failure, BRAND_JOIN_FIELDS);
          setFieldErrors(form.fields);
          setError(isApiError(failure, 422) && !form.message ? null : form.message);
        },
      },
    );
  };

  return (
    <BrandJoinView
      values={values}
      onValueChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSubmit={submit}
      submitting={send.isPending}
      fieldErrors={fieldErrors}
      error={error}
      sentTo={sentTo}
      privacyHref={privacyHref}
      className={className}
    />
  );
}
