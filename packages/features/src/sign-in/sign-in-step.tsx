import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';

/*
 * What the steps of the sign-in screens (the options, signing in, registering) are made of: a
 * section named by its heading, the alert a failure focuses, and the offer to switch forms.
 */

export type HeadingLevel = 1 | 2;

/** Focusable headings (`tabIndex={-1}`) take focus when a screen switches to their form. */
export const focusableHeadingClass =
  'rounded-sm text-2xl font-bold tracking-tight text-balance text-ink focus:outline-none focus-visible:focus-ring';

/** What every step can be given by the screen showing it. */
export interface SignInStepProps {
  /** The step's heading. */
  title?: ReactNode;
  description?: ReactNode;
  /** `<h1>` when the form is the page's subject (`/login`), `<h2>` under a page headline. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What the two forms also share: how they submit and how they fail. */
export interface SignInStepFormProps extends SignInStepProps {
  /** Called when the form is submitted (button or Enter) with every field filled in. */
  onSubmit: () => void;
  /** The call is running: the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** The form-level message; shown in an alert that takes focus. */
  error?: string | null;
}

/**
 * A step: a section named by its heading (or by `label` when it has none), the heading and
 * description, then the content.
 */
export function SignInStep({
  slot,
  label,
  title,
  description,
  headingLevel = 2,
  className,
  children,
}: SignInStepProps & { slot: string; label?: string; children: ReactNode }) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : label}
      data-slot={slot}
      className={cn('grid gap-6', className)}
    >
      {(title || description) && (
        <header className="grid gap-2">
          {title && (
            <Heading id={`${id}-title`} tabIndex={-1} className={focusableHeadingClass}>
              {title}
            </Heading>
          )}
          {description && <p className="text-muted">{description}</p>}
        </header>
      )}
      {children}
    </section>
  );
}

/**
 * A failure that names no field: an alert that takes focus when it appears, so it is read out and
 * Tab continues into the form.
 */
export function FailureAlert({ error }: { error?: string | null | undefined }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <Alert
      ref={alertRef}
      variant="danger"
      tabIndex={-1}
      className="focus:outline-none focus-visible:focus-ring"
    >
      {error}
    </Alert>
  );
}

/** Under a form, the way to the other one ("Already have an account? Sign in"), if offered. */
export function SwitchForm({
  prompt,
  label,
  onSelect,
}: {
  prompt: string;
  label: string;
  onSelect: (() => void) | undefined;
}) {
  if (!onSelect) return null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
      {prompt}
      <Button variant="link" size="sm" className="px-1" onClick={onSelect}>
        {label}
      </Button>
    </p>
  );
}
