/**
 * Words a brand's public address (`/brands/{slug}`) can never be, because the site has a page of
 * its own there: `/brands/join` is where a business asks to join.
 */
export const RESERVED_BRAND_SLUGS: readonly string[] = ['join'];

/** Whether `slug` is one of the site's own pages under `/brands/`, not a brand's. */
export function isReservedBrandSlug(slug: string): boolean {
  return RESERVED_BRAND_SLUGS.includes(slug.trim().toLowerCase());
}
