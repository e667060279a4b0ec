import { CollaProvider, createCollaApp, getPublicBrandPageOptions } from '@colla/api-client';
import { PublicBrandPage } from '@colla/features/brand-page';
import { localePath, splitLocalePath } from '@colla/features/site/locale';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brandMeta, missingBrandMeta, PageMeta } from '../page-meta';
import { brandSlug, type PageProps } from '../pages';

/** The head follows the data when the page is read in the browser (development). */
function BrandMeta({ slug }: { slug: string }) {
  // The same query as the page's (one request, shared cache).
  const { data, isError } = useQuery(getPublicBrandPageOptions({ slug }));
  if (data) return <PageMeta {...brandMeta(data)} />;
  return isError ? <PageMeta {...missingBrandMeta()} /> : null;
}

/** A query cache that starts with what the server rendered, so the page is the same. */
function createBrandApp(slug: string, snapshot: PageProps['snapshot']) {
  const app = createCollaApp();
  if (snapshot && 'brand' in snapshot) {
    app.queryClient.setQueryData(getPublicBrandPageOptions({ slug }).queryKey, snapshot.brand);
  }
  return app;
}

/**
 * `/brands/{slug}`: a brand's page, rendered by the API server with its data (an unknown slug
 * is a 404 page); in development, read in the browser.
 */
export default function BrandRoute({ pathname, snapshot }: PageProps) {
  const slug = brandSlug(pathname);
  const [app] = useState(() => createBrandApp(slug, snapshot));
  const { locale } = splitLocalePath(pathname);
  return (
    <CollaProvider app={app}>
      {snapshot ? null : <BrandMeta slug={slug} />}
      <PublicBrandPage
        slug={slug}
        proposalHref={(proposal) =>
          localePath(`/proposals/${encodeURIComponent(proposal.slug)}`, locale)
        }
        creatorsHref={localePath('/creators', locale)}
        homeHref={localePath('/home', locale)}
        // The page is not hydrated: what the server found is what it shows.
        missing={snapshot?.status === 'not-found'}
      />
    </CollaProvider>
  );
}
