import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import {
  EMAIL_INPUT,
  NameFields,
  NewPasswordFields,
  formSubmit,
} from '../account-access/account-form';
import { FailureAlert, SignInStep, SwitchForm, type SignInStepFormProps } from './sign-in-step';
import {
  firstInvalidField,
  type RegisterField,
  type RegisterFieldErrors,
} from './sign-in-messages';

/** What the registration form holds: openapi.yaml's `RegisterInput`. */
export type RegisterValues = Record<RegisterField, string>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export interface RegisterFormProps extends SignInStepFormProps {
  values: RegisterValues;
  onValueChange: (field: RegisterField, value: string) => void;
  /** The server's first message per field (see `registrationErrors`); focus goes to the first. */
  fieldErrors?: RegisterFieldErrors;
  /** Switches to signing in; without it the form offers no way there. */
  onSignIn?: () => void;
}

/**
 * Public registration (who registers; sign-in screen modes): first and last name, email, password
 * and its confirmation.
 */
export function RegisterForm({
  values,
  onValueChange,
  onSubmit,
  submitting = false,
  fieldErrors = {},
  error,
  onSignIn,
  title,
  description,
  ...step
}: RegisterFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const firstInvalid = firstInvalidField(fieldErrors);

  // A failure moves focus to the first field the server named, or to the general message.
  useEffect(() => {
    if (firstInvalid)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [firstInvalid]);

  const submit = formSubmit(submitting, onSubmit);

  const fields = {
    values,
    errors: fieldErrors,
    onChange: (field: RegisterField) => (event: { target: { value: string } }) =>
      onValueChange(field, event.target.value),
    browserRequired: true,
  };

  return (
    <SignInStep
      slot="register-form"
      title={title ?? t`Create your account`}
      description={
        description ??
        t`Registering is free and creates a creator account. Brands join Colla by invitation.`
      }
      {...step}
    >
      <FailureAlert error={error} />

      <form ref={formRef} onSubmit={submit} className="grid gap-1">
        <NameFields {...fields} className="gap-x-4 gap-y-1" />
        <Field label={t`Email`} required error={fieldErrors.email}>
          <Input
            {...EMAIL_INPUT}
            autoCapitalize="none"
            required
            value={values.email}
            onChange={fields.onChange('email')}
          />
        </Field>
        <NewPasswordFields {...fields} minLength={8} />
        <Button type="submit" size="lg" loading={submitting} className="mt-2 w-full">
          <Trans>Create account</Trans>
        </Button>
      </form>

      <SwitchForm prompt={t`Already have an account?`} label={t`Sign in`} onSelect={onSignIn} />
    </SignInStep>
  );
}
