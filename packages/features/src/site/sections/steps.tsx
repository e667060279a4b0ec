import type { ComponentProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { cn } from '@colla/ui/lib/cn';

/** A step, in the catalog's words (`msg`), shown in the active language. */
export interface Step {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export type StepListProps = Omit<ComponentProps<'ol'>, 'children'> & {
  steps: readonly Step[];
  /** The steps' heading level, so it fits under the section's (an `<h3>` under an `<h2>`). */
  titleAs?: 'h3' | 'h4';
};

/** "How it works" as an ordered list: the numbers are drawn, the list itself is ordered. */
export function StepList({ steps, titleAs: Title = 'h3', className, ...props }: StepListProps) {
  const { i18n } = useLingui();
  return (
    <ol data-slot="step-list" className={cn('grid gap-6', className)} {...props}>
      {steps.map((step, index) => (
        <li key={step.title.id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-4">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-primary-600 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="grid gap-1 pt-1.5">
            <Title className="text-lg font-semibold">{i18n._(step.title)}</Title>
            <p className="text-pretty text-muted">{i18n._(step.description)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
