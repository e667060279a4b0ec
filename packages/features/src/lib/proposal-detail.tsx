/** What the proposal pages (the brand's, the creator's and the public one) show alike. */

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
