import { t } from '@lingui/core/macro';

/** A form's new password and its confirmation (registration, reset, invitation, Settings). */
export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/**
 * The message for the confirmation field when the two passwords differ, checked before the form
 * is sent (the server checks again): it belongs under "Confirm password", the field to fix. An
 * empty confirmation is left to the required-field check.
 */
export function confirmationMismatch(values: NewPasswordValues): string | null {
  if (values.password_confirmation === '' || values.password === values.password_confirmation) {
    return null;
  }
  return t`The password field confirmation does not match.`;
}
