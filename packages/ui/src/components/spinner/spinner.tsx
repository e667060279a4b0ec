import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A decorative spinner; the surrounding control says what is loading. */
export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="spinner"
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
      {...props}
    />
  );
}
