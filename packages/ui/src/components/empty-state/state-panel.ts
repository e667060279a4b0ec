/** What EmptyState and ErrorState share: a centred column of an icon, a heading and the rest. */
export const statePanel = {
  base: 'flex flex-col items-center justify-center gap-3 text-center text-ink',
  /** No frame, for a page or a card that is otherwise empty. */
  plain: 'px-4 py-8',
  /** The round badge behind the icon; each state adds its colours. */
  icon: 'flex size-12 items-center justify-center rounded-full',
  heading: 'text-lg font-semibold text-ink',
};

/** The heading's level, so it fits the page's outline. */
export type HeadingLevel = 2 | 3 | 4;
