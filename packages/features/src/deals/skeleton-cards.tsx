import { Skeleton } from '@colla/ui/components/skeleton';

const LAYOUTS = {
  /** A deal's row: a square cover beside its name, brand and progress. */
  deal: {
    list: 'grid gap-3',
    card: 'grid grid-cols-[4.5rem_1fr] gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[6rem_1fr]',
    cover: 'aspect-square h-auto w-full',
    body: 'grid content-start gap-2',
    lines: ['h-5 w-2/3', 'w-1/3', 'h-2 w-full'],
  },
  /** A proposal's card: its picture over its brand, name and offer. */
  proposal: {
    list: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
    card: 'grid gap-3 overflow-hidden rounded-xl border border-line bg-surface',
    cover: 'aspect-[8/5] h-auto w-full rounded-none',
    body: 'grid gap-2 p-4',
    lines: ['w-1/3', 'h-5 w-2/3', 'w-1/2'],
  },
} as const;

/** Three placeholder cards while a list's first page loads (hidden from screen readers). */
export function SkeletonCards({ layout }: { layout: keyof typeof LAYOUTS }) {
  const { list, card, cover, body, lines } = LAYOUTS[layout];
  return (
    <ul aria-hidden="true" className={list}>
      {[0, 1, 2].map((index) => (
        <li key={index} className={card}>
          <Skeleton className={cover} />
          <div className={body}>
            {lines.map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
