import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Alert, AlertDescription } from '@colla/ui/components/alert';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@colla/ui/components/card';
import { Link } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import { LanguageChoice } from '../lib/language-choice';

export interface AccountAccessLayoutProps {
  /** Where the Colla wordmark goes: the public home page. */
  homeHref: string;
  /** A wider column, for pages that show data rather than a short form. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of the account pages (`/password-reset`, `/accept-invitation`, `/debug-auth`): no
 * public navigation or footer, just the Colla wordmark linking home and one centred column.
 * It renders the page's `<main>`, so the app renders it bare.
 */
export function AccountAccessLayout({
  homeHref,
  wide = false,
  children,
}: AccountAccessLayoutProps) {
  return (
    <div data-slot="account-access" className="flex min-h-dvh flex-col bg-canvas text-ink">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 pt-4 sm:px-8 sm:pt-6">
        <a
          href={homeHref}
          className="inline-flex min-h-11 items-center rounded-md text-2xl font-extrabold tracking-tight text-primary-700 focus-visible:focus-ring"
        >
          <Trans>
            Colla<span className="sr-only"> home</span>
          </Trans>
        </a>
        <LanguageChoice className="-me-2" />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
        <div className={cn('w-full', wide ? 'max-w-3xl' : 'max-w-md')}>{children}</div>
      </main>
    </div>
  );
}

export type AccountPanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Links or buttons under the panel's content, e.g. "Back to sign in". */
  footer?: ReactNode;
  /**
   * Moves focus to the title when the panel appears, for panels that replace another one after
   * an action (a sent link, a reset password), so screen readers announce the new page.
   */
  focusTitle?: boolean;
};

/** A card with the page's title, used by every account page. */
export function AccountPanel({
  title,
  description,
  footer,
  focusTitle = false,
  children,
  className,
  ...props
}: AccountPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Card asChild className={cn('gap-5 sm:gap-6', className)}>
      <section {...props}>
        <CardHeader>
          <CardTitle asChild>
            <h1
              ref={titleRef}
              tabIndex={focusTitle ? -1 : undefined}
              className="text-2xl font-bold tracking-tight focus:outline-none"
            >
              {title}
            </h1>
          </CardTitle>
          {description && (
            <CardDescription className="text-base leading-relaxed sm:text-sm">
              {description}
            </CardDescription>
          )}
        </CardHeader>
        {children && <CardContent className="grid gap-5">{children}</CardContent>}
        {footer && <CardFooter className="text-sm text-muted">{footer}</CardFooter>}
      </section>
    </Card>
  );
}

/** A link back to sign-in, with a phone-sized touch target. */
export function BackToSignIn({ signInHref }: { signInHref: string }) {
  return (
    <Link href={signInHref} className="min-h-11 items-center sm:min-h-0">
      <Trans>Back to sign in</Trans>
    </Link>
  );
}

/** "Already have an account? Sign in", under the forms that create one. */
export function AlreadyHaveAccount({ signInHref }: { signInHref: string }) {
  return (
    <p>
      <Trans>
        Already have an account?{' '}
        <Link href={signInHref} className="min-h-11 items-center sm:min-h-0">
          Sign in
        </Link>
      </Trans>
    </p>
  );
}

/** One row of a description list: the term beside its value from small screens up. */
export function FactRow({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  /** The row's grid (the term column's width), e.g. `sm:grid-cols-[7rem_1fr]`. */
  className: string;
}) {
  return (
    <div className={cn('grid gap-0.5 sm:gap-4', className)}>
      <dt className="text-muted">{label}</dt>
      {children}
    </div>
  );
}

/** A form's own error (not a field's), focusable so focus can move to it after a failure. */
export function FormAlert({
  message,
  alertRef,
}: {
  message: ReactNode;
  alertRef: RefObject<HTMLDivElement | null>;
}) {
  if (!message) return null;
  return (
    <Alert variant="danger" ref={alertRef} tabIndex={-1} className="focus-visible:focus-ring">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
