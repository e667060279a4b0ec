import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { linkVariants } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { AppLink } from '@colla/ui/lib/link';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export type HeadingLevel = 1 | 2;

export interface SignInFormProps {
  values: SignInValues;
  onValueChange: (field: SignInField, value: string) => void;
  /** Called when the form is submitted (button or Enter) with both fields filled in. */
  onSubmit: () => void;
  /** The call is running: the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** Why signing in failed (see `loginErrorMessage`); shown in an alert that takes focus. */
  error?: string | null;
  /** A passing note, e.g. "Account created successfully!…"; focus then goes to the password. */
  notice?: string | null;
  /** Where "Forgot your password?" goes: the portal's `/password-reset`. */
  passwordResetHref: string;
  /** Switches to registration; without it the form offers no way there. */
  onRegister?: () => void;
  /** The form's heading. */
  title?: ReactNode;
  description?: ReactNode;
  /** `<h1>` when the form is the page's subject (`/login`), `<h2>` under a page headline. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Focusable headings (`tabIndex={-1}`) take focus when a screen switches to their form. */
export const focusableHeadingClass =
  'rounded-sm text-2xl font-bold tracking-tight text-balance text-ink focus:outline-none focus-visible:focus-ring';

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
  title = 'Sign in',
  description,
  headingLevel = 2,
  className,
}: SignInFormProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const alertRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A failure moves focus to its message, so it is read out and Tab continues into the form.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  // After registering the email is already there: the password is what is left to type.
  useEffect(() => {
    if (notice) passwordRef.current?.focus();
  }, [notice]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="sign-in-form"
      className={cn('grid gap-6', className)}
    >
      <header className="grid gap-2">
        <Heading id={`${id}-title`} tabIndex={-1} className={focusableHeadingClass}>
          {title}
        </Heading>
        {description && <p className="text-muted">{description}</p>}
      </header>

      {notice && <Alert variant="success">{notice}</Alert>}
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

      <form onSubmit={submit} className="grid gap-1">
        <Field label="Email" required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.email}
            onChange={(event) => onValueChange('email', event.target.value)}
          />
        </Field>
        <Field label="Password" required>
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
            label="Forgot your password?"
            className={cn(
              linkVariants({ variant: 'primary' }),
              'min-h-11 items-center text-sm sm:min-h-8',
            )}
          >
            Forgot your password?
          </AppLink>
        </div>
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          Sign in
        </Button>
      </form>

      {onRegister && (
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
          New to Colla?
          <Button variant="link" size="sm" className="px-1" onClick={onRegister}>
            Create a free account
          </Button>
        </p>
      )}
    </section>
  );
}
