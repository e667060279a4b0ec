import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { linkVariants } from '../../components/link/link';
import { cn } from '../../lib/cn';
import { renderLinkOrAnchor, type LinkTarget, type RenderLink } from '../../lib/link';

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** A link back to the parent page, e.g. `{ href: '/app/brand/proposals', label: 'Back to proposals' }`. */
  back?: LinkTarget;
  /** Renders the back link with the app's router; a plain anchor otherwise. */
  renderLink?: RenderLink;
  /** Buttons or links for the page, e.g. "New proposal". They wrap under the title on phones. */
  actions?: ReactNode;
};

/** A page's title, with an optional description, back link and actions. */
export function PageHeader({
  title,
  description,
  back,
  renderLink,
  actions,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('grid gap-3', className)} {...props}>
      {back &&
        renderLinkOrAnchor(
          back,
          cn(
            linkVariants({ variant: 'muted' }),
            // A 44 px target on phones, without pushing the title down on wider screens.
            'min-h-11 w-fit items-center self-start text-sm sm:min-h-0',
          ),
          <>
            <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
            {back.label}
          </>,
          renderLink,
        )}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div className="grid min-w-0 flex-[1_1_20rem] gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {title}
          </h1>
          {description && <p className="max-w-prose text-base text-muted">{description}</p>}
        </div>
        {actions && (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-3">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
