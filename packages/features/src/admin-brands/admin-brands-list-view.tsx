import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { Building2, Plus } from 'lucide-react';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { cn } from '@colla/ui/lib/cn';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { ListRows } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';

export type AdminBrand = components['schemas']['Brand'];
export type AdminBrandPage = components['schemas']['BrandPage'];

export const ADMIN_BRANDS_TITLE = msg`Brands`;
export const NEW_BRAND_LABEL = msg`New brand`;
export const ADMIN_BRANDS_LOAD_ERROR_HEADING = msg`We couldn’t load the brands`;
export const ADMIN_BRANDS_FORBIDDEN_MESSAGE = msg`Brands are managed by Colla admins. Sign in with an admin account to see them.`;
export const DELETE_BRAND_MESSAGE = msg`Are you sure you want to delete this brand? This action cannot be undone.`;
/** The delete buttons and the confirmation's button (the list's and the form's). */
export const DELETE_BRAND_LABEL = msg`Delete brand`;

export type AdminBrandsListState = ViewState<AdminBrandPage>;

export interface AdminBrandsListLinks {
  /** A brand's edit page, e.g. `(id) => `/app/admin/brands/${id}/edit``. */
  editHref: (id: number) => string;
  /** Where "New brand" goes, e.g. `/app/admin/brands/create`. */
  createHref: string;
  /** The editor of a brand's page (what creators see), e.g. `(id) => `/app/admin/brands/${id}/profile``. */
  pageEditHref?: (id: number) => string;
}

export type AdminBrandsListViewProps = AdminBrandsListLinks & {
  state: AdminBrandsListState;
  /** The search in effect (from the URL). */
  search: string;
  /** A new search (after a pause in typing); '' clears it. */
  onSearch: (text: string) => void;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  /** Deletes a brand; rejects with an `Error` whose message the dialog shows (e.g. the 409). */
  onDelete: (brand: AdminBrand) => Promise<unknown>;
  /** Said after a delete, e.g. "Forn Sant Pau was deleted." */
  notice?: string | null;
};

/** "Montse Casals, Pau Serra", or "No managers" in the active language (call it while rendering). */
export function managerNames(brand: AdminBrand): string {
  return brand.managers.length > 0
    ? brand.managers.map((manager) => manager.name).join(', ')
    : t`No managers`;
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
  const { i18n, t } = useLingui();
  const brandName = brand.name;
  const proposalsCount = brand.proposals_count;
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
          )}
        </h2>
        <p className="text-sm text-muted">{brand.city ?? t`No city`}</p>
      </div>
      <dl className="grid min-w-0 gap-0.5 text-sm">
        <dt className="font-semibold text-muted sm:sr-only">
          <Trans>Managers</Trans>
        </dt>
        <dd className="break-words text-ink">{managerNames(brand)}</dd>
      </dl>
      <p className="text-sm text-ink sm:text-end">
        {t`${plural(proposalsCount, { one: '# proposal', other: '# proposals' })}`}
      </p>
      <div className="flex gap-2 sm:justify-end">
        {renderLinkOrAnchor(
          { href: links.editHref(brand.id), label: t`Edit ${brandName}` },
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          <span>
            <Trans>
              Edit<span className="sr-only"> {brandName}</span>
            </Trans>
          </span>,
        )}
        {links.pageEditHref &&
          renderLinkOrAnchor(
            { href: links.pageEditHref(brand.id), label: t`Edit the page of ${brandName}` },
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            <span>
              <Trans>
                Edit page<span className="sr-only"> of {brandName}</span>
              </Trans>
            </span>,
          )}
        <ConfirmDialog
          title={t`Delete ${brandName}?`}
          message={i18n._(DELETE_BRAND_MESSAGE)}
          confirmLabel={i18n._(DELETE_BRAND_LABEL)}
          destructive
          onConfirm={() => onDelete(brand)}
          trigger={
            <Button variant="ghost" size="sm" className="text-danger-700">
              <Trans>
                Delete<span className="sr-only"> {brandName}</span>
              </Trans>
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
  search,
  onSearch,
  onPageChange,
  pageHref,
  onDelete,
  notice,
  ...links
}: AdminBrandsListViewProps) {
  const { i18n, t } = useLingui();
  const query = search.trim();
  const newBrandLabel = i18n._(NEW_BRAND_LABEL);
  const newBrand = renderLinkOrAnchor(
    { href: links.createHref, label: newBrandLabel },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {newBrandLabel}
    </>,
  );

  return (
    <FilteredListScreen
      slot="admin-brands-list"
      title={i18n._(ADMIN_BRANDS_TITLE)}
      description={t`Brands on Colla, who manages them and their proposals.`}
      actions={newBrand}
      search={{
        label: t`Search brands`,
        placeholder: t`Name or city`,
        value: search,
        onSearch,
        className: 'sm:max-w-sm',
      }}
      hideToolbarWhenEmpty
      state={state}
      filtered={query !== ''}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# brand found', other: '# brands found' })}`
            : t`${plural(total, { one: '# brand', other: '# brands' })}`,
        loading: t`Loading brands…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of brands.', other: 'There are # pages of brands.' })}`,
      }}
      notice={notice}
      icon={Building2}
      empty={{
        title: t`No brands yet`,
        description: t`Add the first Barcelona brand, then choose who manages it.`,
        action: newBrand,
      }}
      noMatch={{
        title: t`No brands match`,
        description: t`Nothing matches “${query}”. Try another name or city.`,
        clearLabel: t`Clear search`,
        onClear: () => onSearch(''),
      }}
      forbiddenMessage={i18n._(ADMIN_BRANDS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ADMIN_BRANDS_LOAD_ERROR_HEADING)}
      rows={(brands) => (
        <ListRows label={i18n._(ADMIN_BRANDS_TITLE)}>
          {brands.map((brand) => (
            <BrandRow key={brand.id} brand={brand} links={links} onDelete={onDelete} />
          ))}
        </ListRows>
      )}
      paginationLabel={t`Brands pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
