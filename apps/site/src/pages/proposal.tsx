import { CollaProvider, createCollaApp, getPublicProposalOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  PublicProposalPage,
  PublicProposalView,
  type PublicProposalLinks,
} from '@colla/features/public-proposal';
import { localePath, splitLocalePath } from '@colla/features/site/locale';
import { useState } from 'react';
import { missingProposalMeta, PageMeta, proposalMeta } from '../page-meta';
import { proposalSlug, type PageProps } from '../pages';

function linksFor(slug: string, pathname: string): PublicProposalLinks {
  const { locale } = splitLocalePath(pathname);
  return {
    // The brand's page on the site, in the page's language.
    brandHref: (brand) => localePath(`/brands/${encodeURIComponent(brand)}`, locale),
    loginHref: '/login',
    applyHref: `/app-login?redirect=${encodeURIComponent(`/proposals/${slug}`)}`,
    // The homepage in the page's language.
    homeHref: localePath('/home', locale),
  };
}

/** The head follows the data when the proposal is read in the browser. */
function ProposalMeta({ slug }: { slug: string }) {
  // The same query as the page's (one request, shared cache).
  const { data } = useQuery(getPublicProposalOptions({ slug }));
  return data ? <PageMeta {...proposalMeta(data)} /> : null;
}

/** A query cache that starts with what the server rendered, so hydration matches it. */
function createProposalApp(slug: string, snapshot: PageProps['snapshot']) {
  const app = createCollaApp();
  if (snapshot && 'proposal' in snapshot) {
    app.queryClient.setQueryData(getPublicProposalOptions({ slug }).queryKey, snapshot.proposal);
  }
  return app;
}

/** `/proposals/{slug}`: rendered by the API server with the proposal, then hydrated. */
export default function ProposalRoute({ pathname, snapshot }: PageProps) {
  const slug = proposalSlug(pathname);
  const [app] = useState(() => createProposalApp(slug, snapshot));
  if (snapshot?.status === 'not-found') {
    return (
      <>
        <PageMeta {...missingProposalMeta()} />
        <PublicProposalView state={{ status: 'not-found' }} {...linksFor(slug, pathname)} />
      </>
    );
  }
  return (
    <CollaProvider app={app}>
      <ProposalMeta slug={slug} />
      <PublicProposalPage slug={slug} {...linksFor(slug, pathname)} />
    </CollaProvider>
  );
}
