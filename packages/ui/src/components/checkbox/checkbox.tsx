import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const checkboxVariants = cva(
  [
    // The box stays small; an invisible ::after grows the tap target to 44 px on phones.
    'relative inline-flex shrink-0 items-center justify-center rounded-sm border border-line-strong bg-surface text-white shadow-xs',
    'after:absolute after:-inset-3 sm:after:-inset-2',
    'transition-colors focus-visible:focus-ring',
    'data-[state=checked]:border-primary-600 data-[state=checked]:bg-primary-600',
    'data-[state=indeterminate]:border-primary-600 data-[state=indeterminate]:bg-primary-600',
    'aria-invalid:border-danger-700',
    'disabled:cursor-not-allowed disabled:opacity-55',
  ],
  {
    variants: {
      size: { sm: 'size-4', md: 'size-5' },
      invalid: { true: 'border-danger-700', false: '' },
    },
    defaultVariants: { size: 'md', invalid: false },
  },
);

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    /** A label beside the box, linked to it; omit it to label the box yourself. */
    label?: ReactNode;
    /** A second line under the label, read out as the box's description. */
    description?: ReactNode;
    invalid?: boolean;
  };

/** A Radix checkbox (checked, unchecked or "indeterminate"), with an optional label beside it. */
export function Checkbox({
  className,
  size,
  invalid,
  label,
  description,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = `${boxId}-description`;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      data-slot="checkbox"
      aria-invalid={invalid || ariaInvalid || undefined}
      aria-describedby={
        [ariaDescribedBy, description ? descriptionId : null].filter(Boolean).join(' ') || undefined
      }
      className={cn(checkboxVariants({ size, invalid }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="size-3.5 group-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-3">
      <span className="flex h-6 items-center">{box}</span>
      <span className="grid gap-0.5">
        <label
          htmlFor={boxId}
          className={cn(
            'text-base text-ink sm:text-sm sm:leading-6',
            props.disabled && 'cursor-not-allowed text-muted',
          )}
        >
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm text-muted">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
