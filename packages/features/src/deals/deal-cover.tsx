import { Handshake } from 'lucide-react';
import { cn } from '@colla/ui/lib/cn';

export interface DealCoverProps {
  /** The proposal's image; without it a handshake stands in. */
  image: string | null;
  /** The image's text; '' when the name is next to it. */
  alt?: string;
  /** The image's intrinsic size (a square), for layout before it loads. */
  size: number;
  /** Shape and corners of the image, e.g. `aspect-square rounded-lg`. */
  className?: string;
  /** Shape, corners and display of the stand-in, e.g. `flex rounded-lg`. */
  placeholderClassName?: string;
  /** The handshake's size, e.g. `size-7`. */
  iconClassName?: string;
}

/** A deal's picture: its proposal's image, or a handshake on the brand colour. */
export function DealCover({
  image,
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
        alt={alt}
        width={size}
        height={size}
        className={cn('w-full bg-stone-200 object-cover', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'aspect-square w-full items-center justify-center bg-primary-50 text-primary-700',
        placeholderClassName,
      )}
    >
      <Handshake className={iconClassName} />
    </span>
  );
}
