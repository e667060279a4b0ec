import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CategoryListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  categories: readonly { id: number; name: string }[];
};

/** A proposal's categories as chips; nothing at all when it has none. */
export function CategoryList({ categories, className, ...props }: CategoryListProps) {
  const { t } = useLingui();
  if (categories.length === 0) return null;
  return (
    <ul
      aria-label={t`Categories`}
      data-slot="category-list"
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    >
      {categories.map((category) => (
        <li
          key={category.id}
          className="rounded-full border border-line bg-surface px-3 py-1 text-sm"
        >
          {category.name}
        </li>
      ))}
    </ul>
  );
}
