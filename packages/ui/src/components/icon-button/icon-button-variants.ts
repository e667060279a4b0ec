import { cva } from 'class-variance-authority';

/**
 * The look of every icon button, apart from the component: a page that only needs the classes
 * (e.g. a link styled as one) does not pull in the component's code.
 */
export const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-lg transition-colors select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      // Each variant carries its focus colour, so none needs overriding (no class merging).
      variant: {
        primary: 'bg-primary-600 text-white hover:bg-primary-700 focus-visible:outline-focus',
        secondary:
          'bg-primary-50 text-primary-800 hover:bg-primary-100 focus-visible:outline-focus',
        outline:
          'border border-current bg-transparent text-primary-700 hover:bg-primary-50 focus-visible:outline-focus',
        ghost: 'bg-transparent text-ink hover:bg-stone-100 focus-visible:outline-focus',
        /** Ghost, over a dark picture or colour (e.g. the home page's hero). */
        ghostOnDark: 'bg-transparent text-white hover:bg-white/15 focus-visible:outline-white',
        danger: 'bg-danger-700 text-white hover:bg-danger-600 focus-visible:outline-focus',
      },
      size: {
        // Phones get 44 px touch targets; from the `sm` breakpoint up, denser controls.
        sm: 'size-11 sm:size-8 [&_svg]:size-4',
        md: 'size-11 sm:size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);
