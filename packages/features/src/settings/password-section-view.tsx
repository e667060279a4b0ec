import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { NewPasswordFields, formSubmit } from '../account-access/account-form';
import { FormError, SaveStatus, SettingsCard } from './settings-card';
import { NO_ERRORS, type FieldErrors } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';

/** openapi.yaml `ChangePasswordInput`: the new password has 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Shown after a change. Changing the password signs out every other session (openapi.yaml
 * `changePassword`; the server revokes the other tokens), so the person is told.
 */
export const PASSWORD_CHANGED_MESSAGE = msg`Password updated. Your other sessions were signed out.`;

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export type PasswordField = keyof PasswordValues;
export const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * Checks before sending (the server checks again, including the current password). The
 * messages are in the active language.
 */
export function validatePassword(values: PasswordValues): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  const minLength = PASSWORD_MIN_LENGTH;
  if (!values.current_password) {
    errors.current_password = t`The current password field is required.`;
  }
  if (!values.password) errors.password = t`The password field is required.`;
  else if (values.password.length < minLength) {
    errors.password = t`The password field must be at least ${minLength} characters.`;
  } else if (values.password !== values.password_confirmation) {
    errors.password_confirmation = t`The password field confirmation does not match.`;
  }
  return errors;
}

export interface PasswordSectionViewProps {
  values: PasswordValues;
  onValuesChange: (values: PasswordValues) => void;
  /** The account's email, for password managers (a hidden username field). */
  email: string;
  /** Messages under the fields; focus moves to the first one when a new object arrives. */
  errors?: FieldErrors<PasswordField>;
  formError?: string | undefined;
  saving?: boolean;
  /** Shown after a successful change, e.g. PASSWORD_CHANGED_MESSAGE. */
  savedMessage?: string | undefined;
  onSubmit: () => void;
}

/** Change the password: the current one, the new one and its confirmation. */
export function PasswordSectionView({
  values,
  onValuesChange,
  email,
  errors = NO_ERRORS,
  formError,
  saving = false,
  savedMessage,
  onSubmit,
}: PasswordSectionViewProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFailure(form, errors, formError);
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;

  const set = (field: PasswordField) => (event: { target: { value: string } }) =>
    onValuesChange({ ...values, [field]: event.target.value });

  const handleSubmit = formSubmit(saving, onSubmit);

  return (
    <SettingsCard
      title={t`Password`}
      description={t`Changing it signs you out of Colla on every other phone and computer.`}
    >
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit}
        aria-label={t`Change password`}
        className="grid max-w-md gap-4"
      >
        {/* Lets password managers know whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormError message={formError} />
        <Field label={t`Current password`} required error={errors.current_password}>
          <Input
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={set('current_password')}
          />
        </Field>
        <NewPasswordFields
          changing
          values={values}
          errors={errors}
          onChange={set}
          hint={t`At least ${minLength} characters.`}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            <Trans>Change password</Trans>
          </Button>
        </div>
        <SaveStatus message={savedMessage} />
      </form>
    </SettingsCard>
  );
}
