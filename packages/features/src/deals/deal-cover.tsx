import { cn } from '@colla/ui/lib/cn';
import { CategoryArt } from '../lib/category-art';
import { proposalImageSrcSet } from '../lib/proposal-detail';

export interface DealCoverProps {
  /** The proposal's image; without it a drawing on a colour of its own stands in. */
  image: string | null;
  /** The proposal's name: picks the stand-in's colour, so deals without a picture differ. */
  name: string;
  /** The image's text; '' when the name is next to it. */
  alt?: string;
  /** The image's intrinsic size (a square), for layout before it loads. */
  size: number;
  /** Shape and corners of the image, e.g. `aspect-square rounded-lg`. */
  className?: string;
  /** Shape, corners and display of the stand-in, e.g. `flex rounded-lg`. */
  placeholderClassName?: string;
  /** The drawing's size, e.g. `size-7`. */
  iconClassName?: string;
}

/** A deal's picture: its proposal's image, or a drawing on a colour picked by the proposal. */
export function DealCover({
  image,
  name,
  alt = '',
  size,
  className,
  placeholderClassName,
  iconClassName,
}: DealCoverProps) {
  if (image)
    return (
      <img
        src={image}
        srcSet={proposalImageSrcSet(image)}
        sizes={`${size}px`}
        alt={alt}
        width={size}
        height={size}
        className={cn('w-full bg-stone-200 object-cover', className)}
      />
    );
  return (
    <CategoryArt
      category={null}
      fallback={name}
      className={cn('aspect-square', placeholderClassName)}
      iconClassName={iconClassName}
    />
  );
}
