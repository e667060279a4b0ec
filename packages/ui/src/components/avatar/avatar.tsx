import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
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

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    firstName: string;
    lastName?: string | null;
    /** The photo; while it loads, or when it fails or is missing, the initials show. */
    src?: string | null;
    /**
     * Hidden from screen readers, for an avatar next to the person's name. Otherwise it is an
     * image named after the person.
     */
    decorative?: boolean;
    /**
     * The photo as a plain `<img>` over the initials, for HTML rendered on the server and never
     * hydrated (a public page of the site): otherwise the photo shows only once React runs.
     */
    staticHtml?: boolean;
  };

/** A person's photo, falling back to their initials. */
export function Avatar({
  className,
  size,
  firstName,
  lastName,
  src,
  decorative = false,
  staticHtml = false,
  ...props
}: AvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': name };
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...a11y}
      {...props}
    >
      {src && staticHtml && (
        <img
          data-slot="avatar-image"
          src={src}
          alt=""
          className="absolute inset-0 aspect-square size-full object-cover"
        />
      )}
      {src && !staticHtml && (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt=""
          className="aspect-square size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback data-slot="avatar-fallback" aria-hidden="true">
        {initials(firstName, lastName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
