import { useId, type ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import { focusableHeadingClass, type HeadingLevel } from './sign-in-form';

export interface SignInOption {
  label: string;
  onSelect: () => void;
}

export interface SignInOptionsProps {
  /** The first, highlighted choice. */
  primary: SignInOption;
  /** The second, outlined choice. */
  secondary: SignInOption;
  /** A heading for the choice; leave it out when the page's headline already says it. */
  title?: ReactNode;
  description?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The first step of the sign-in screens (the "options" mode): sign in or register. */
export function SignInOptions({
  primary,
  secondary,
  title,
  description,
  headingLevel = 2,
  className,
}: SignInOptionsProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Get started'}
      data-slot="sign-in-options"
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
      <div className="grid gap-3">
        <Button size="lg" className="w-full" onClick={primary.onSelect}>
          {primary.label}
        </Button>
        <Button size="lg" variant="outline" className="w-full" onClick={secondary.onSelect}>
          {secondary.label}
        </Button>
      </div>
    </section>
  );
}
