import { useChangePasswordMutation } from '@colla/api-client';
import { useState } from 'react';
import { hasErrors, NO_ERRORS, toFormFailure, type FieldErrors } from '../lib/form-failure';
import {
  EMPTY_PASSWORD_VALUES,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_FIELDS,
  PasswordSectionView,
  validatePassword,
  type PasswordField,
} from './password-section-view';

export interface PasswordSectionProps {
  /** The account's email, for password managers. */
  email: string;
}

/**
 * `changePassword`. The server signs out every other session on success, so the
 * confirmation says so; this session stays signed in.
 */
export function PasswordSection({ email }: PasswordSectionProps) {
  const [values, setValues] = useState(EMPTY_PASSWORD_VALUES);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>(NO_ERRORS);
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const change = useChangePasswordMutation();

  function submit() {
    if (change.isPending) return;
    setSaved(false);
    const invalid = validatePassword(values);
    if (hasErrors(invalid)) {
      setErrors(invalid);
      setFormError(undefined);
      return;
    }
    change.mutate(
      { body: values },
      {
        onSuccess: () => {
          // Passwords are not kept on screen once changed.
          setValues(EMPTY_PASSWORD_VALUES);
          setErrors(NO_ERRORS);
          setFormError(undefined);
          setSaved(true);
        },
        onError: (error) => {
          const failure = toFormFailure(error, PASSWORD_FIELDS);
          setErrors(failure.fields);
          setFormError(failure.message ?? undefined);
        },
      },
    );
  }

  return (
    <PasswordSectionView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setSaved(false);
      }}
      email={email}
      errors={errors}
      formError={formError}
      saving={change.isPending}
      savedMessage={saved ? PASSWORD_CHANGED_MESSAGE : undefined}
      onSubmit={submit}
    />
  );
}
