import { CircleCheck } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Alert, alertVariants } from '@colla/ui/components/alert';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@colla/ui/components/card';

export interface SettingsCardProps {
  /** The section's `<h2>`; it also names the section landmark. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One settings section: a card named by its `<h2>`. */
export function SettingsCard({ title, description, children, className }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} data-slot="settings-card">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/**
 * A polite live region that is always in the page, so a success message written into it is
 * announced (a region inserted together with its text often is not).
 */
export function SaveStatus({ message }: { message?: string | undefined }) {
  return (
    <div role="status" data-slot="save-status">
      {message && (
        <div className={alertVariants({ variant: 'success' })}>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4" />
          <p className="leading-5 font-semibold">{message}</p>
        </div>
      )}
    </div>
  );
}

/** The form's own error (not tied to a field): announced, and focusable so focus can move to it. */
export function FormError({
  message,
  ref,
}: {
  message?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <Alert ref={ref} variant="danger" tabIndex={-1} data-form-error="" className="outline-none">
      <p>{message}</p>
    </Alert>
  );
}
