import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

function firstLetter(name: string | null | undefined): string {
  const [letter = ''] = Array.from((name ?? '').trim());
  return letter.toLocaleUpperCase();
}

/** The initials of a first and a last name: `initials('Laia', 'Puig')` is "LP". */
export function initials(firstName: string | null | undefined, lastName?: string | null): string {
  return firstLetter(firstName) + firstLetter(lastName);
}

export const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800 select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-20 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    firstName: string;
    lastName?: string | null;
    /** The photo; when it fails or is missing, the initials show. */
    src?: string | null;
    /**
     * Hidden from screen readers, for an avatar next to the person's name. Otherwise it is an
     * image named after the person.
     */
    decorative?: boolean;
  };

/**
 * A person's photo, falling back to their initials. The photo is a plain `<img>` from the first
 * render, so a page rendered on the server and never hydrated (a public profile) shows it too;
 * one that fails to load gives way to the initials.
 */
export function Avatar({
  className,
  size,
  firstName,
  lastName,
  src,
  decorative = false,
  ...props
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': name };
  return (
    <span
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...a11y}
      {...props}
    >
      {src && failed !== src ? (
        <img
          data-slot="avatar-image"
          src={src}
          alt=""
          decoding="async"
          className="aspect-square size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <span data-slot="avatar-fallback" aria-hidden="true">
          {initials(firstName, lastName)}
        </span>
      )}
    </span>
  );
}
