import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

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
  VariantProps<typeof switchVariants> & {
    /** A label beside the switch, linked to it; omit it to label the switch yourself. */
    label?: ReactNode;
    /** A second line under the label, read out as the switch's description. */
    description?: ReactNode;
  };

/** An on/off setting that applies at once (for choices saved with a form, prefer Checkbox). */
export function Switch({
  className,
  size,
  label,
  description,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      data-slot="switch"
      data-size={size ?? 'md'}
      aria-describedby={
        [ariaDescribedBy, description ? descriptionId : null].filter(Boolean).join(' ') || undefined
      }
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div data-slot="switch-field" className="flex items-start justify-between gap-4">
      <span className="grid gap-0.5">
        <label
          htmlFor={switchId}
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
      <span className="flex h-6 items-center">{control}</span>
    </div>
  );
}
