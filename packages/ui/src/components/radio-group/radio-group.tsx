import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChoiceField, useChoice, type ChoiceLabelProps } from '../field/choice-field';

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** Marks the choice as wrong (`aria-invalid`). Field sets this for you. */
  invalid?: boolean;
};

/**
 * A Radix radio group: Tab enters it at the chosen option, arrow keys move and choose.
 * Label it with a Field (which sets aria-labelledby) or your own `aria-label`.
 */
export function RadioGroup({
  className,
  invalid,
  'aria-invalid': ariaInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn('group/radio grid gap-3', className)}
      {...props}
    />
  );
}

export const radioVariants = cva(
  [
    // The circle stays small; an invisible ::after grows the tap target to 44 px on phones.
    'relative inline-flex shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface shadow-xs',
    'after:absolute after:-inset-3 sm:after:-inset-2',
    'transition-colors focus-visible:focus-ring',
    'data-[state=checked]:border-primary-600',
    'group-aria-invalid/radio:border-danger-700',
    'disabled:cursor-not-allowed disabled:opacity-55',
  ],
  {
    variants: { size: { sm: 'size-4', md: 'size-5' } },
    defaultVariants: { size: 'md' },
  },
);

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> &
  VariantProps<typeof radioVariants> &
  ChoiceLabelProps;

/** One option of a RadioGroup. */
export function RadioGroupItem({ className, size, ...props }: RadioGroupItemProps) {
  const { control, field } = useChoice(props);
  return (
    <ChoiceField slot="radio-group-option" {...field}>
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        className={cn(radioVariants({ size }), className)}
        {...control}
      >
        <RadioGroupPrimitive.Indicator className="block size-1/2 rounded-full bg-primary-600" />
      </RadioGroupPrimitive.Item>
    </ChoiceField>
  );
}
