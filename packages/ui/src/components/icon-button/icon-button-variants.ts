import { cva } from 'class-variance-authority';
import { pressableBase, pressableTones } from '../button/button-variants';

/**
 * The look of every icon button, apart from the component: a page that only needs the classes
 * (e.g. a link styled as one) does not pull in the component's code.
 */
export const iconButtonVariants = cva([...pressableBase, '[&_svg]:shrink-0'], {
  variants: {
    variant: {
      ...pressableTones,
      /** Ghost, over a dark picture or colour (e.g. the home page's hero). */
      ghostOnDark: 'bg-transparent text-white hover:bg-white/15 focus-visible:outline-white',
    },
    size: {
      // Phones get 44 px touch targets; from the `sm` breakpoint up, denser controls.
      sm: 'size-11 sm:size-8 [&_svg]:size-4',
      md: 'size-11 sm:size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
