import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChoiceField, useChoice, type ChoiceLabelProps } from '../field/choice-field';

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
  VariantProps<typeof checkboxVariants> &
  ChoiceLabelProps & {
    invalid?: boolean;
  };

/** A Radix checkbox (checked, unchecked or "indeterminate"), with an optional label beside it. */
export function Checkbox({
  className,
  size,
  invalid,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxProps) {
  const { control, field } = useChoice(props);
  return (
    <ChoiceField slot="checkbox-field" {...field}>
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        aria-invalid={invalid || ariaInvalid || undefined}
        className={cn(checkboxVariants({ size, invalid }), className)}
        {...control}
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
    </ChoiceField>
  );
}
