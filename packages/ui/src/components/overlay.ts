/** The card a menu or a list of options floats in (DropdownMenu, Select). */
export const floatingSurface = 'rounded-xl border border-line bg-surface text-ink shadow-lg';

/**
 * A popup's entrance (DropdownMenu, Tooltip): only by scale, so the text keeps full contrast from
 * the first frame.
 */
export const scaleEntrance = 'motion-safe:transition-[scale] motion-safe:starting:scale-95';

/** The "Close" (×) button in a dialog's or a toast's corner; each adds its place and size. */
export const closeButtonLook = [
  'inline-flex size-11 items-center justify-center rounded-lg text-muted transition-colors',
  'hover:bg-stone-100 hover:text-ink',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
];
