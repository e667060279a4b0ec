import { CircleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What Field puts on its control: the id its label points at, the description and the state. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export type FieldError = string | readonly string[] | null | undefined;

/** The first message of a field's errors (an API answers `errors: { email: [...] }`), if any. */
export function firstError(error: FieldError): string | undefined {
  const message = typeof error === 'string' ? error : error?.[0];
  return message ? message : undefined;
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children' | 'id'> & {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label, read out with the control. */
  hint?: ReactNode;
  /** The field's errors; only the first one is shown. */
  error?: FieldError;
  /** A passing note shown where errors go when there is none, e.g. why a value was corrected. */
  status?: ReactNode;
  /** Shows an asterisk (hidden from screen readers) and sets `aria-required` on the control. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /**
   * The control. A single element gets the wiring props merged in (it must pass them on to the
   * focusable element); a function receives them to place wherever it needs.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/**
 * A label, an optional hint, the control and a message slot that keeps its height, so nothing
 * below moves when an error appears. The slot is a polite live region: new errors are announced.
 */
export function Field({
  label,
  hint,
  error,
  status,
  required = false,
  id,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const message = firstError(error);
  const hasMessage = Boolean(message) || Boolean(status);

  const control: FieldControlProps = { id: controlId, 'aria-labelledby': labelId };
  const describedBy = [hint ? hintId : null, hasMessage ? messageId : null].filter(Boolean);
  if (describedBy.length > 0) control['aria-describedby'] = describedBy.join(' ');
  if (message) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;

  return (
    <div
      data-slot="field"
      data-invalid={message ? true : undefined}
      className={cn('grid content-start gap-1.5', className)}
      {...props}
    >
      <label id={labelId} htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} data-slot="field-hint" className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      <div data-slot="field-message" aria-live="polite" className="min-h-5 text-sm">
        {message ? (
          <p id={messageId} data-slot="field-error" className="flex gap-1.5 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message}
          </p>
        ) : status ? (
          <p id={messageId} data-slot="field-status" className="text-muted">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
