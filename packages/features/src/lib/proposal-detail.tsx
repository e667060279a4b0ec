/** What the proposal pages (the brand's, the creator's and the public one) show alike. */
import { cn } from '@colla/ui/lib/cn';
import { CategoryArt } from './category-art';

/**
 * The narrower sibling of a proposal image stored as a picture (`/storage/proposals/<name>-1200.webp`
 * beside `<name>-400.webp`, docs/decisions.md), as a `srcset`; undefined for any other image.
 */
export function proposalImageSrcSet(src: string): string | undefined {
  const picture = /^(\/storage\/proposals\/[A-Za-z0-9_-]+)-1200\.webp$/.exec(src);
  return picture ? `${picture[1]}-400.webp 400w, ${src} 1200w` : undefined;
}

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
      srcSet={proposalImageSrcSet(src)}
      sizes="(min-width: 48rem) 48rem, 100vw"
      alt={name}
      width={1200}
      height={750}
      fetchPriority={first ? 'high' : undefined}
      className="aspect-[8/5] w-full rounded-2xl bg-stone-200 object-cover"
    />
  );
}

/**
 * A proposal's picture, or its category's drawing without one: as the page's `hero` (named, first
 * fetched, rounded) or on a list's `card` (decorative, fetched when near).
 */
export function ProposalCover({
  image,
  name,
  variant,
  category,
}: {
  image: string | null;
  name: string;
  variant: 'hero' | 'card';
  /** The proposal's first category's name: the stand-in's drawing and colour. */
  category?: string | null;
}) {
  if (!image)
    return (
      <CategoryArt
        category={category}
        fallback={name}
        className={cn('aspect-[8/5]', variant === 'hero' && 'rounded-2xl')}
        iconClassName={variant === 'hero' ? 'size-14' : 'size-10'}
      />
    );
  if (variant === 'hero') return <ProposalImage src={image} name={name} first />;
  return (
    <img
      src={image}
      srcSet={proposalImageSrcSet(image)}
      sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
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
