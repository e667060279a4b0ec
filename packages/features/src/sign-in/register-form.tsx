import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { cn } from '@colla/ui/lib/cn';
import { focusableHeadingClass, type HeadingLevel } from './sign-in-form';
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

export interface RegisterFormProps {
  values: RegisterValues;
  onValueChange: (field: RegisterField, value: string) => void;
  /** Called when the form is submitted (button or Enter) with every field filled in. */
  onSubmit: () => void;
  /** The call is running: the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** The server's first message per field (see `registrationErrors`); focus goes to the first. */
  fieldErrors?: RegisterFieldErrors;
  /** The form-level message when no field was named; shown in an alert that takes focus. */
  error?: string | null;
  /** Switches to signing in; without it the form offers no way there. */
  onSignIn?: () => void;
  title?: ReactNode;
  description?: ReactNode;
  /** `<h1>` when the form is the page's subject (`/login`), `<h2>` under a page headline. */
  headingLevel?: HeadingLevel;
  className?: string;
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
  title = 'Create your account',
  description = 'Registering is free and creates a creator account. Brands join Colla by invitation.',
  headingLevel = 2,
  className,
}: RegisterFormProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstInvalid = firstInvalidField(fieldErrors);

  // A failure moves focus to the first field the server named, or to the general message.
  useEffect(() => {
    if (firstInvalid)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [firstInvalid]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const text = (field: RegisterField) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onValueChange(field, event.target.value),
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="register-form"
      className={cn('grid gap-6', className)}
    >
      <header className="grid gap-2">
        <Heading id={`${id}-title`} tabIndex={-1} className={focusableHeadingClass}>
          {title}
        </Heading>
        {description && <p className="text-muted">{description}</p>}
      </header>

      {error && (
        <Alert
          ref={alertRef}
          variant="danger"
          tabIndex={-1}
          className="focus:outline-none focus-visible:focus-ring"
        >
          {error}
        </Alert>
      )}

      <form ref={formRef} onSubmit={submit} className="grid gap-1">
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <Field label="First name" required error={fieldErrors.first_name}>
            <Input autoComplete="given-name" {...text('first_name')} />
          </Field>
          <Field label="Last name" required error={fieldErrors.last_name}>
            <Input autoComplete="family-name" {...text('last_name')} />
          </Field>
        </div>
        <Field label="Email" required error={fieldErrors.email}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...text('email')}
          />
        </Field>
        <Field label="Password" hint="At least 8 characters." required error={fieldErrors.password}>
          <Input type="password" autoComplete="new-password" minLength={8} {...text('password')} />
        </Field>
        <Field label="Confirm password" required error={fieldErrors.password_confirmation}>
          <Input type="password" autoComplete="new-password" {...text('password_confirmation')} />
        </Field>
        <Button type="submit" size="lg" loading={submitting} className="mt-2 w-full">
          Create account
        </Button>
      </form>

      {onSignIn && (
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
          Already have an account?
          <Button variant="link" size="sm" className="px-1" onClick={onSignIn}>
            Sign in
          </Button>
        </p>
      )}
    </section>
  );
}
