/** Pages of the public site the portal links to (plain anchors: the site is not the portal). */

/** A brand's public page on the site, `/brands/{slug}`. */
export const brandPageHref = (slug: string) => `/brands/${encodeURIComponent(slug)}`;
