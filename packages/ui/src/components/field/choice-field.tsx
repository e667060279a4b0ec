import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What Checkbox, RadioGroupItem and Switch take to show a label beside their control. */
export interface ChoiceLabelProps {
  /** A label beside the control, linked to it; omit it to label the control yourself. */
  label?: ReactNode;
  /** A second line under the label, read out as the control's description. */
  description?: ReactNode;
}

type ChoiceProps = ChoiceLabelProps & {
  id?: string;
  'aria-describedby'?: string;
  disabled?: boolean;
};

const descriptionIdOf = (controlId: string) => `${controlId}-description`;

/**
 * Splits a choice's props: `control` goes on the control (its id, given or generated, an
 * `aria-describedby` that adds the description to any the caller passed, and the other props);
 * `field` goes to ChoiceField.
 */
export function useChoice<P extends ChoiceProps>({
  label,
  description,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: P) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = [ariaDescribedBy, description ? descriptionIdOf(controlId) : null]
    .filter(Boolean)
    .join(' ');
  return {
    control: { id: controlId, 'aria-describedby': describedBy || undefined, ...props },
    field: { controlId, label, description, disabled: props.disabled },
  };
}

export type ChoiceFieldProps = ChoiceLabelProps & {
  /** The wrapper's `data-slot`, e.g. "checkbox-field". */
  slot: string;
  /** The id of the control the label is for. */
  controlId: string;
  disabled?: boolean;
  /** `end` puts the control after the text, across the row (a switch). */
  controlAt?: 'start' | 'end';
  /** The control. */
  children: ReactNode;
};

/**
 * A small control with its label beside it and an optional description under the label; the
 * control alone when there is no label.
 */
export function ChoiceField({
  slot,
  controlId,
  label,
  description,
  disabled,
  controlAt = 'start',
  children,
}: ChoiceFieldProps) {
  if (!label) return children;
  const control = <span className="flex h-6 items-center">{children}</span>;
  return (
    <div
      data-slot={slot}
      className={cn('flex items-start', controlAt === 'end' ? 'justify-between gap-4' : 'gap-3')}
    >
      {controlAt === 'start' && control}
      <span className="grid gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            'text-base text-ink sm:text-sm sm:leading-6',
            disabled && 'cursor-not-allowed text-muted',
          )}
        >
          {label}
        </label>
        {description && (
          <span id={descriptionIdOf(controlId)} className="text-sm text-muted">
            {description}
          </span>
        )}
      </span>
      {controlAt === 'end' && control}
    </div>
  );
}
