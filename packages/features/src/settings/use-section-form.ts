import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  hasErrors,
  NO_ERRORS,
  toFormFailure,
  type FieldErrors,
  type FieldOf,
} from '../lib/form-failure';

/**
 * What every settings form tracks around its values: the messages under its fields, the one
 * above it and the confirmation after a save. A change after a save hides the confirmation.
 */
export function useSectionForm<F extends string>(
  fields: readonly F[] | FieldOf<F>,
  savedMessage: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<F>>(NO_ERRORS);
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);

  function show(fieldErrors: FieldErrors<F>, message?: string) {
    setErrors(fieldErrors);
    setFormError(message);
  }

  return {
    /** The view's props: field messages, the form's alert and the saved confirmation. */
    shown: { errors, formError, savedMessage: saved ? i18n._(savedMessage) : undefined },
    edited: () => setSaved(false),
    /** Starts a save: false, with the messages shown, when the values do not pass the checks. */
    passes(invalid: FieldErrors<F>): boolean {
      setSaved(false);
      if (!hasErrors(invalid)) return true;
      show(invalid);
      return false;
    },
    succeeded() {
      show(NO_ERRORS);
      setSaved(true);
    },
    failed(error: unknown) {
      const failure = toFormFailure(error, fields);
      show(failure.fields, failure.message ?? undefined);
    },
  };
}
