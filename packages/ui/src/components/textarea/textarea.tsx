import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../input/input';

export const textareaVariants = cva('block resize-y py-2 leading-normal', {
  variants: {
    size: {
      sm: 'min-h-20 px-3',
      md: 'min-h-28 px-3',
    },
    /** Grows with the text (up to 30rem) instead of scrolling. */
    autoResize: {
      true: 'field-sizing-content max-h-[30rem]',
      false: '',
    },
  },
  defaultVariants: { size: 'md', autoResize: false },
});

export type TextareaProps = ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /** Marks the value as wrong: danger border and `aria-invalid`. Field sets this for you. */
    invalid?: boolean;
  };

/** Multi-line text: proposal descriptions, messages, requirements. */
export function Textarea({
  className,
  size,
  autoResize,
  invalid,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      data-size={size ?? 'md'}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(
        // The shared control look without its fixed heights.
        controlVariants({ size: null, invalid }),
        textareaVariants({ size, autoResize }),
        className,
      )}
      {...props}
    />
  );
}
