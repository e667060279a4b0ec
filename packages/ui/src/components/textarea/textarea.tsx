import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { controlProps, type ControlProps } from '../input/control';

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
  VariantProps<typeof textareaVariants> &
  ControlProps;

/** Multi-line text: proposal descriptions, messages, requirements. */
export function Textarea({ autoResize, ...props }: TextareaProps) {
  return (
    <textarea
      {...controlProps('textarea', props, textareaVariants({ size: props.size, autoResize }), {
        // The shared control look without its fixed heights.
        fixedHeight: false,
      })}
    />
  );
}
