import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { cn } from '@colla/ui/lib/cn';

export interface FaqItem {
  /** The catalog's words (`msg`), shown in the active language. */
  question: MessageDescriptor;
  /** Its text through `<Trans>`, so it renders in the active language. */
  answer: ReactNode;
}

export type FaqListProps = Omit<ComponentProps<'div'>, 'children'> & {
  items: readonly FaqItem[];
};

/**
 * Questions and answers as native disclosures (`<details>`/`<summary>`): keyboard, screen reader
 * and find-in-page support come from the browser, and answers are readable without JavaScript.
 */
export function FaqList({ items, className, ...props }: FaqListProps) {
  const { i18n } = useLingui();
  return (
    <div
      data-slot="faq-list"
      className={cn(
        'divide-y divide-line rounded-2xl border border-line bg-surface px-4 sm:px-6',
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <details key={item.question.id} className="group">
          <summary
            className={cn(
              'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-base font-semibold',
              'hover:text-primary-700 [&::-webkit-details-marker]:hidden',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            {i18n._(item.question)}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted group-open:rotate-180 motion-safe:transition-transform"
            />
          </summary>
          <div className="grid gap-3 pb-5 text-pretty text-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
