import type { ComponentProps, ElementType } from 'react';
import { cn } from '../lib/cn';

/**
 * A styled part of a component family, shadcn style: renders `tag` (an HTML element or a Radix
 * part) with `data-slot={name}` and `classes`, plus the caller's `className` (which wins).
 * The other props pass through, so a caller can still override `data-slot`.
 *
 * `export const CardContent = slot('card-content', 'div', 'px-5 sm:px-6');`
 */
export function slot<T extends ElementType>(name: string, tag: T, classes: string) {
  const Tag: ElementType = tag;
  function Part({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return <Tag data-slot={name} className={cn(classes, className)} {...props} />;
  }
  // The export's name, for React DevTools and Storybook: "card-content" → "CardContent".
  Part.displayName = name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
  return Part;
}
