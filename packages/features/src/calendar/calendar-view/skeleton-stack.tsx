import { Skeleton } from '@colla/ui/components/skeleton';

/** Placeholder blocks stacked while the calendar loads, hidden from assistive tech; one per class. */
export function SkeletonStack({ blocks }: { blocks: readonly string[] }) {
  return (
    <div aria-hidden="true" className="grid gap-2">
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
