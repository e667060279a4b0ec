import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { cn } from '@colla/ui/lib/cn';

export interface Benefit {
  /** Decorative: the title says what it is. */
  icon: LucideIcon;
  /** The catalog's words (`msg`), shown in the active language. */
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export type BenefitGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  benefits: readonly Benefit[];
};

/** Benefits as cards: one column on phones, two on tablets, three on wide screens. */
export function BenefitGrid({ benefits, className, ...props }: BenefitGridProps) {
  const { i18n } = useLingui();
  return (
    <ul
      data-slot="benefit-grid"
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      {benefits.map(({ icon: Icon, title, description }) => (
        <li
          key={title.id}
          className="grid content-start gap-3 rounded-2xl border border-line bg-surface p-6 shadow-xs"
        >
          <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
          <p className="text-pretty text-muted">{i18n._(description)}</p>
        </li>
      ))}
    </ul>
  );
}
