/** What the proposal pages (the brand's, the creator's and the public one) show alike. */
import { ImageOff } from 'lucide-react';
import { cn } from '@colla/ui/lib/cn';

/**
 * The proposal's picture, 8:5; `first` when it is the page's largest picture, fetched before
 * anything below it.
 */
export function ProposalImage({
  src,
  name,
  first = false,
}: {
  src: string;
  name: string;
  first?: boolean;
}) {
  return (
    <img
      src={src}
      alt={name}
      width={1200}
      height={750}
      fetchPriority={first ? 'high' : undefined}
      className="aspect-[8/5] w-full rounded-2xl bg-stone-200 object-cover"
    />
  );
}

/**
 * A proposal's picture, or a placeholder without one: as the page's `hero` (named, first
 * fetched, rounded) or on a list's `card` (decorative, fetched when near).
 */
export function ProposalCover({
  image,
  name,
  variant,
}: {
  image: string | null;
  name: string;
  variant: 'hero' | 'card';
}) {
  if (!image)
    return (
      <div
        aria-hidden="true"
        className={cn(
          'flex aspect-[8/5] w-full items-center justify-center bg-stone-100 text-muted',
          variant === 'hero' && 'rounded-2xl',
        )}
      >
        <ImageOff className={variant === 'hero' ? 'size-10' : 'size-8'} />
      </div>
    );
  if (variant === 'hero') return <ProposalImage src={image} name={name} first />;
  return (
    <img
      src={image}
      alt=""
      width={800}
      height={500}
      loading="lazy"
      className="aspect-[8/5] w-full bg-stone-200 object-cover"
    />
  );
}

/** A titled paragraph of the proposal's own text (kept line breaks); nothing when it is blank. */
export function ProposalTextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="leading-relaxed whitespace-pre-line text-muted">{text}</p>
    </section>
  );
}
