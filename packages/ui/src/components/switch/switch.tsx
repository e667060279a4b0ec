import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChoiceField, useChoice, type ChoiceLabelProps } from '../field/choice-field';

export const switchVariants = cva(
  [
    // An invisible ::after grows the tap target to 44 px high on phones.
    'relative inline-flex shrink-0 items-center rounded-full border-2 border-transparent',
    'after:absolute after:-inset-x-1 after:-inset-y-2.5 sm:after:-inset-y-1.5',
    'transition-colors focus-visible:focus-ring',
    // Off: a grey track that still shows 3:1 against the page; on: primary.
    'bg-neutral-500 data-[state=checked]:bg-primary-600',
    'disabled:cursor-not-allowed disabled:opacity-55',
  ],
  {
    variants: {
      size: { sm: 'h-5 w-9', md: 'h-6 w-11' },
    },
    defaultVariants: { size: 'md' },
  },
);

const thumbVariants = cva(
  'pointer-events-none block rounded-full bg-surface shadow-sm transition-transform data-[state=unchecked]:translate-x-0',
  {
    variants: {
      size: {
        sm: 'size-4 data-[state=checked]:translate-x-4',
        md: 'size-5 data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> &
  ChoiceLabelProps;

/** An on/off setting that applies at once (for choices saved with a form, prefer Checkbox). */
export function Switch({ className, size, ...props }: SwitchProps) {
  const { control, field } = useChoice(props);
  return (
    <ChoiceField slot="switch-field" controlAt="end" {...field}>
      <SwitchPrimitive.Root
        data-slot="switch"
        data-size={size ?? 'md'}
        className={cn(switchVariants({ size }), className)}
        {...control}
      >
        <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbVariants({ size })} />
      </SwitchPrimitive.Root>
    </ChoiceField>
  );
}
