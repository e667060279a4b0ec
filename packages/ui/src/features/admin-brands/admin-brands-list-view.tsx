import type { components } from '@colla/api-client';
import { Building2, Plus, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { buttonVariants } from '../../components/button/button-variants';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Input } from '../../components/input/input';
import { Pagination } from '../../components/pagination/pagination';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { renderLinkOrAnchor, type RenderLink } from '../../patterns/app-shell/render-link';
import { PageHeader } from '../../patterns/page-header/page-header';

export type AdminBrand = components['schemas']['Brand'];
export type AdminBrandPage = components['schemas']['BrandPage'];

export const ADMIN_BRANDS_TITLE = 'Brands';
export const NEW_BRAND_LABEL = 'New brand';
export const ADMIN_BRANDS_LOAD_ERROR_HEADING = 'We couldn’t load the brands';
export const ADMIN_FORBIDDEN_HEADING = 'No access';
export const ADMIN_BRANDS_FORBIDDEN_MESSAGE =
  'Brands are managed by Colla admins. Sign in with an admin account to see them.';
export const DELETE_BRAND_MESSAGE =
  'Are you sure you want to delete this brand? This action cannot be undone.';

export type AdminBrandsListState =
  | { status: 'loading' }
  | { status: 'success'; page: AdminBrandPage; refreshing?: boolean }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface AdminBrandsListLinks {
  /** A brand's edit page, e.g. `(id) => `/app/admin/brands/${id}/edit``. */
  editHref: (id: number) => string;
  /** Where "New brand" goes, e.g. `/app/admin/brands/create`. */
  createHref: string;
  /** Renders links with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink;
}

export type AdminBrandsListViewProps = AdminBrandsListLinks & {
  state: AdminBrandsListState;
  /** What is typed in the search box. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchSubmit?: () => void;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  /** Deletes a brand; rejects with an `Error` whose message the dialog shows (e.g. the 409). */
  onDelete: (brand: AdminBrand) => Promise<unknown>;
  /** Said after a delete, e.g. "Forn Sant Pau was deleted." */
  notice?: string | null;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Montse Casals, Pau Serra", or "No managers". */
export function managerNames(brand: AdminBrand): string {
  return brand.managers.length > 0
    ? brand.managers.map((manager) => manager.name).join(', ')
    : 'No managers';
}

const nameLinkClass = cn(
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function BrandRow({
  brand,
  links,
  onDelete,
}: {
  brand: AdminBrand;
  links: AdminBrandsListLinks;
  onDelete: (brand: AdminBrand) => Promise<unknown>;
}) {
  return (
    <li
      data-slot="admin-brand"
      className="grid gap-2 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto_auto] sm:items-center sm:gap-x-4 sm:px-4 sm:py-2.5"
    >
      <div className="min-w-0">
        <h2 className="break-words">
          {renderLinkOrAnchor(
            { href: links.editHref(brand.id), label: brand.name },
            nameLinkClass,
            brand.name,
            links.renderLink,
          )}
        </h2>
        <p className="text-sm text-muted">{brand.city ?? 'No city'}</p>
      </div>
      <dl className="grid min-w-0 gap-0.5 text-sm">
        <dt className="font-semibold text-muted sm:sr-only">Managers</dt>
        <dd className="break-words text-ink">{managerNames(brand)}</dd>
      </dl>
      <p className="text-sm text-ink sm:text-end">
        {plural(brand.proposals_count, 'proposal', 'proposals')}
      </p>
      <div className="flex gap-2 sm:justify-end">
        {renderLinkOrAnchor(
          { href: links.editHref(brand.id), label: `Edit ${brand.name}` },
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          <span>
            Edit<span className="sr-only"> {brand.name}</span>
          </span>,
          links.renderLink,
        )}
        <ConfirmDialog
          title={`Delete ${brand.name}?`}
          message={DELETE_BRAND_MESSAGE}
          confirmLabel="Delete brand"
          destructive
          onConfirm={() => onDelete(brand)}
          trigger={
            <Button variant="ghost" size="sm" className="text-danger-700">
              Delete<span className="sr-only"> {brand.name}</span>
            </Button>
          }
        />
      </div>
    </li>
  );
}

/** Every brand on Colla: city, who manages it and how many proposals it has. */
export function AdminBrandsListView({
  state,
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  onClearSearch,
  onPageChange,
  pageHref,
  onDelete,
  notice,
  ...links
}: AdminBrandsListViewProps) {
  const searching = searchText.trim() !== '';
  const newBrand = renderLinkOrAnchor(
    { href: links.createHref, label: NEW_BRAND_LABEL },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {NEW_BRAND_LABEL}
    </>,
    links.renderLink,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit?.();
  };

  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading brands…';
    body = (
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-2 rounded-xl border border-line bg-surface p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="w-1/3" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = (
      <ErrorState heading={ADMIN_FORBIDDEN_HEADING} message={ADMIN_BRANDS_FORBIDDEN_MESSAGE} />
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={ADMIN_BRANDS_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading brands…'
      : plural(meta.total, 'brand', 'brands') + (searching ? ' found' : '');
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<Building2 aria-hidden="true" />}
          title="Nothing on this page"
          description={`There are ${plural(meta.last_page, 'page', 'pages')} of brands.`}
          action={
            <Button variant="outline" onClick={() => onPageChange(1)}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (data.length === 0 && !searching) {
      body = (
        <EmptyState
          icon={<Building2 aria-hidden="true" />}
          title="No brands yet"
          description="Add the first Barcelona brand, then choose who manages it."
          action={newBrand}
        />
      );
    } else if (data.length === 0) {
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No brands match"
          description={`Nothing matches “${searchText.trim()}”. Try another name or city.`}
          action={
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          }
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label="Brands"
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-2 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {data.map((brand) => (
              <BrandRow key={brand.id} brand={brand} links={links} onDelete={onDelete} />
            ))}
          </ul>
          <Pagination
            aria-label="Brands pages"
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={onPageChange}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  const showSearch = !(
    state.status === 'forbidden' ||
    (state.status === 'success' && state.page.meta.total === 0 && !searching)
  );

  return (
    <div data-slot="admin-brands-list" className="grid gap-6">
      <PageHeader
        title={ADMIN_BRANDS_TITLE}
        description="Brands on Colla, who manages them and their proposals."
        actions={state.status === 'forbidden' ? undefined : newBrand}
      />
      {showSearch && (
        <form role="search" onSubmit={submit} className="grid gap-1.5 sm:max-w-sm">
          <label htmlFor="admin-brands-search" className="text-sm font-semibold text-ink">
            Search brands
          </label>
          <Input
            id="admin-brands-search"
            type="search"
            placeholder="Name or city"
            maxLength={200}
            autoComplete="off"
            value={searchText}
            onChange={(event) => onSearchTextChange(event.target.value)}
          />
        </form>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice ? `${notice} ` : ''}
        {summary}
      </p>
      {body}
    </div>
  );
}
