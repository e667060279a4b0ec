import { getBrandProfileOptions, listBrandOptionsOptions } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Field } from '@colla/ui/components/field';
import { Select } from '@colla/ui/components/select';
import { Skeleton } from '@colla/ui/components/skeleton';
import { useSearchState } from '@colla/ui/lib/search-state';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { toViewState } from '../lib/query-state';
import { ViewStateBody } from '../lib/view-state-body';
import { BrandProfileEditor } from './brand-profile-editor';
import { PublicPageLink } from './brand-profile-view';

export const BRAND_PROFILE_TITLE = msg`Brand profile`;
export const NO_BRANDS_MESSAGE = msg`You don’t manage any brand yet. Colla’s team adds you to your brand.`;

/** The brand picked, for someone who manages several: `?brand=<id>`. */
export const brandProfileSearch = z.object({
  brand: z.coerce.number().int().positive().optional().catch(undefined),
});

export interface BrandProfileScreenProps {
  /**
   * The brand to edit (an admin's `/app/admin/brands/{id}/profile`); left out, the brands the
   * user manages, the one in `?brand=` (else the first), with a picker when there are several.
   */
  brandId?: number;
  /** A brand's public page, by its slug (the site's `/brands/{slug}`). */
  publicPageHref: (slug: string) => string;
  /** The site's origin, to show the page's address (this origin by default). */
  siteOrigin?: string;
  /** Back to where the screen was opened from (the admin's brands). */
  backHref?: string;
}

/** The public page link of the brand shown, once its page is read (shared with the editor). */
function ViewPublicPage({ brandId, href }: { brandId: number; href: (slug: string) => string }) {
  const profile = useQuery(getBrandProfileOptions({ id: brandId }));
  return profile.data ? <PublicPageLink href={href(profile.data.slug)} /> : null;
}

/**
 * The brand's page as its managers (and admins) edit it: what creators read before they apply,
 * with the address of the public page and a link to it. A manager of several brands picks one.
 */
export function BrandProfileScreen({
  brandId,
  publicPageHref,
  siteOrigin = window.location.origin,
  backHref,
}: BrandProfileScreenProps) {
  const { i18n, t } = useLingui();
  const search = useSearchState(brandProfileSearch);
  const options = useQuery({ ...listBrandOptionsOptions(), enabled: brandId === undefined });
  const title = i18n._(BRAND_PROFILE_TITLE);
  const header = (id: number | undefined) => (
    <PageHeader
      title={title}
      description={t`What creators see on your brand’s page before they apply.`}
      back={backHref ? { href: backHref, label: t`Back to brands` } : undefined}
      actions={id === undefined ? undefined : <ViewPublicPage brandId={id} href={publicPageHref} />}
    />
  );
  if (brandId !== undefined) {
    return (
      <div className="grid gap-6">
        {header(brandId)}
        <BrandProfileEditor key={brandId} brandId={brandId} siteOrigin={siteOrigin} />
      </div>
    );
  }
  return (
    <ViewStateBody
      state={toViewState(options)}
      loadingLabel={i18n._(BRAND_PROFILE_TITLE)}
      skeleton={<Skeleton className="h-64" />}
      forbiddenMessage={i18n._(NO_BRANDS_MESSAGE)}
      errorHeading={t`We couldn’t load your brands`}
    >
      {({ data: brands }) => {
        const chosen = brands.find((brand) => brand.id === search.value.brand)?.id ?? brands[0]?.id;
        if (chosen === undefined) {
          return (
            <div className="grid gap-6">
              {header(undefined)}
              <p className="text-muted">{i18n._(NO_BRANDS_MESSAGE)}</p>
            </div>
          );
        }
        return (
          <div className="grid gap-6">
            {header(chosen)}
            {brands.length > 1 && (
              <Field label={t`Brand`} className="sm:max-w-sm">
                {(control) => (
                  <Select
                    {...control}
                    name="brand"
                    value={String(chosen)}
                    onValueChange={(value) => search.set({ brand: Number(value) })}
                    options={brands.map((brand) => ({
                      value: String(brand.id),
                      label: brand.name,
                    }))}
                  />
                )}
              </Field>
            )}
            <BrandProfileEditor key={chosen} brandId={chosen} siteOrigin={siteOrigin} />
          </div>
        );
      }}
    </ViewStateBody>
  );
}
