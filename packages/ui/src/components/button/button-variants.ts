import { cva } from 'class-variance-authority';

/**
 * What Button and IconButton share: the pressable box, its focus outline and its disabled look
 * (`aria-disabled` too, for a loading button that keeps focus).
 */
export const pressableBase = [
  'relative inline-flex shrink-0 items-center justify-center rounded-lg transition-colors select-none',
  'focus-visible:outline-3 focus-visible:outline-offset-2',
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
];

/**
 * The colours Button and IconButton share. Each carries its focus colour, so none needs
 * overriding (no class merging).
 */
export const pressableTones = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700 focus-visible:outline-focus',
  secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100 focus-visible:outline-focus',
  outline:
    'border border-current bg-transparent text-primary-700 hover:bg-primary-50 focus-visible:outline-focus',
  ghost: 'bg-transparent text-ink hover:bg-stone-100 focus-visible:outline-focus',
  danger: 'bg-danger-700 text-white hover:bg-danger-600 focus-visible:outline-focus',
} as const;

/**
 * The look of every button, apart from the component: a page that only needs the classes
 * (e.g. a link styled as one) does not pull in the component's code.
 */
export const buttonVariants = cva([...pressableBase, 'gap-2 font-semibold whitespace-nowrap'], {
  variants: {
    variant: {
      ...pressableTones,
      /** Outlined, over a dark picture or colour (e.g. the home page's hero). */
      outlineOnDark:
        'border border-current bg-transparent text-white hover:bg-white/15 focus-visible:outline-white',
      link: 'text-primary-700 underline-offset-4 hover:underline focus-visible:outline-focus',
    },
    size: {
      // Phones get 44 px touch targets; from the `sm` breakpoint up, denser controls.
      sm: 'h-11 px-3 text-sm sm:h-9',
      md: 'h-11 px-4 text-sm sm:h-10',
      lg: 'h-12 px-6 text-base',
      icon: 'size-11 sm:size-10',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
