import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The narrow variant's width: a stored picture's `srcSmall` is at most this wide. */
export const SMALL_PICTURE_WIDTH = 400;

export type PictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The picture at its widest (at most 1200 px). */
  src: string;
  /** The same picture at most 400 px wide, for phones and small cards. */
  srcSmall: string;
  /** `src`'s pixel size: the page keeps the picture's room before it loads. */
  width: number;
  height: number;
  /** Describes the picture; `''` for one that only decorates. */
  alt: string;
  /** How wide the picture shows, as `<img sizes>`; the browser picks the variant from it. */
  sizes?: string;
};

/**
 * A stored picture served resized: the browser picks the 400 or the 1200 px variant for the room
 * it has, `width` and `height` reserve that room (no shift when it loads), and it loads lazily
 * unless `loading="eager"` (the first picture a page shows).
 */
export function Picture({
  src,
  srcSmall,
  width,
  height,
  alt,
  sizes = '100vw',
  loading = 'lazy',
  className,
  ...props
}: PictureProps) {
  const srcSet =
    width > SMALL_PICTURE_WIDTH
      ? `${srcSmall} ${SMALL_PICTURE_WIDTH}w, ${src} ${width}w`
      : undefined;
  return (
    <img
      data-slot="picture"
      src={width > SMALL_PICTURE_WIDTH ? src : srcSmall}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      className={cn('h-auto max-w-full bg-neutral-100', className)}
      {...props}
    />
  );
}
