import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { EMAIL_INPUT, formSubmit } from '../account-access/account-form';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { linkVariants } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { AppLink } from '@colla/ui/lib/link';
import { FailureAlert, SignInStep, SwitchForm, type SignInStepFormProps } from './sign-in-step';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export { focusableHeadingClass, type HeadingLevel } from './sign-in-step';

export interface SignInFormProps extends SignInStepFormProps {
  values: SignInValues;
  onValueChange: (field: SignInField, value: string) => void;
  /** A passing note, e.g. "Account created successfully!…"; focus then goes to the password. */
  notice?: string | null;
  /** Where "Forgot your password?" goes: the portal's `/password-reset`. */
  passwordResetHref: string;
  /** Switches to registration; without it the form offers no way there. */
  onRegister?: () => void;
}

/** The sign-in form (sign-in screen modes): email and password, both required. */
export function SignInForm({
  values,
  onValueChange,
  onSubmit,
  submitting = false,
  error,
  notice,
  passwordResetHref,
  onRegister,
  title,
  ...step
}: SignInFormProps) {
  const { t } = useLingui();
  const passwordRef = useRef<HTMLInputElement>(null);

  // After registering the email is already there: the password is what is left to type.
  useEffect(() => {
    if (notice) passwordRef.current?.focus();
  }, [notice]);

  const submit = formSubmit(submitting, onSubmit);

  return (
    <SignInStep slot="sign-in-form" title={title ?? t`Sign in`} {...step}>
      {notice && <Alert variant="success">{notice}</Alert>}
      <FailureAlert error={error} />

      <form onSubmit={submit} className="grid gap-1">
        <Field label={t`Email`} required>
          <Input
            {...EMAIL_INPUT}
            autoCapitalize="none"
            required
            value={values.email}
            onChange={(event) => onValueChange('email', event.target.value)}
          />
        </Field>
        <Field label={t`Password`} required>
          <Input
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => onValueChange('password', event.target.value)}
          />
        </Field>
        <div className="-mt-3 mb-3 flex justify-end">
          <AppLink
            href={passwordResetHref}
            label={t`Forgot your password?`}
            className={cn(
              linkVariants({ variant: 'primary' }),
              'min-h-11 items-center text-sm sm:min-h-8',
            )}
          >
            <Trans>Forgot your password?</Trans>
          </AppLink>
        </div>
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          <Trans>Sign in</Trans>
        </Button>
      </form>

      <SwitchForm
        prompt={t`New to Colla?`}
        label={t`Create a free account`}
        onSelect={onRegister}
      />
    </SignInStep>
  );
}
