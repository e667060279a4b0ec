import { useChangePasswordMutation } from '@colla/api-client';
import { useState } from 'react';
import {
  EMPTY_PASSWORD_VALUES,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_FIELDS,
  PasswordSectionView,
  validatePassword,
} from './password-section-view';
import { useSectionForm } from './use-section-form';

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
  const form = useSectionForm(PASSWORD_FIELDS, PASSWORD_CHANGED_MESSAGE);
  const change = useChangePasswordMutation();

  function submit() {
    if (change.isPending || !form.passes(validatePassword(values))) return;
    change.mutate(
      { body: values },
      {
        onSuccess: () => {
          // Passwords are not kept on screen once changed.
          setValues(EMPTY_PASSWORD_VALUES);
          form.succeeded();
        },
        onError: form.failed,
      },
    );
  }

  return (
    <PasswordSectionView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        form.edited();
      }}
      email={email}
      {...form.shown}
      saving={change.isPending}
      onSubmit={submit}
    />
  );
}
