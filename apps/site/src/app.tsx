import { CollaProvider, createCollaApp, useApi } from '@colla/api-client';
import {
  AboutPage,
  APP_STORE_LINKS,
  CreatorsPage,
  HomePage,
  LoadingScreen,
  PrivacyPolicyPage,
  PublicProposalPage,
  RedirectPage,
  RoadmapPage,
  TestPage,
} from '@colla/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { API_MOCKING } from './env';
import { lazyPage } from './lazy';
import { SiteLayout } from './layout';
import { renderSiteLink } from './links';
import { PAGE_META, PageMeta } from './page-meta';

const colla = createCollaApp();

// Spec §8: the pitch deck and brands pages are loaded lazily.
const BrandsRoute = lazyPage(() => import('./routes/brands'));
const PitchDeckRoute = lazyPage(() => import('./routes/pitchdeck'));

/** Spec §2: a Loading screen while the start-up health check runs; its failure is ignored. */
function StartupGate({ children }: { children: ReactNode }) {
  const { client } = useApi();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    client
      .GET('/health-check')
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [client]);
  return ready ? children : <LoadingScreen />;
}

function ProposalMeta({ slug }: { slug: string }) {
  // The same query as the page's (one request, shared cache).
  const { data } = useApi().useQuery('get', '/api/proposals/slug/{slug}', {
    params: { path: { slug } },
  });
  if (!data) return null;
  const description =
    data.description.trim() || `A collaboration with ${data.brand.name} on Colla.`;
  return (
    <PageMeta
      title={`${data.name} · ${data.brand.name}`}
      description={description.length > 160 ? `${description.slice(0, 157)}…` : description}
      image={data.image}
      type="article"
    />
  );
}

function ProposalRoute() {
  const { slug = '' } = useParams();
  return (
    <>
      <ProposalMeta slug={slug} />
      <PublicProposalPage
        slug={slug}
        loginHref="/login"
        applyHref={`/app-login?redirect=${encodeURIComponent(`/proposals/${slug}`)}`}
        homeHref="/home"
      />
    </>
  );
}

/** Only same-origin paths: /redirect never sends anyone to another site. */
function RedirectRoute() {
  const [params] = useSearchParams();
  const wanted = params.get('to') ?? '/home';
  const target = wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/home';
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(target), 600);
    return () => window.clearTimeout(timer);
  }, [target]);
  return (
    <>
      <PageMeta {...PAGE_META.redirect} />
      <RedirectPage target={target} renderLink={renderSiteLink} />
    </>
  );
}

export function App() {
  return (
    <CollaProvider app={colla}>
      <StartupGate>
        <BrowserRouter>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route path="/" element={<Navigate to="/home" replace />} />
              <Route element={<SiteLayout />}>
                <Route
                  path="/home"
                  element={
                    <>
                      <PageMeta {...PAGE_META.home} />
                      <HomePage
                        appStoreHref={APP_STORE_LINKS.ios}
                        playStoreHref={APP_STORE_LINKS.android}
                        renderLink={renderSiteLink}
                      />
                    </>
                  }
                />
                <Route
                  path="/about-us"
                  element={
                    <>
                      <PageMeta {...PAGE_META.about} />
                      <AboutPage renderLink={renderSiteLink} />
                    </>
                  }
                />
                <Route
                  path="/brands"
                  element={
                    <>
                      <PageMeta {...PAGE_META.brands} />
                      <BrandsRoute />
                    </>
                  }
                />
                <Route
                  path="/creators"
                  element={
                    <>
                      <PageMeta {...PAGE_META.creators} />
                      <CreatorsPage renderLink={renderSiteLink} />
                    </>
                  }
                />
                <Route
                  path="/roadmap"
                  element={
                    <>
                      <PageMeta {...PAGE_META.roadmap} />
                      <RoadmapPage renderLink={renderSiteLink} />
                    </>
                  }
                />
                <Route
                  path="/pitchdeck"
                  element={
                    <>
                      <PageMeta {...PAGE_META.pitchdeck} />
                      <PitchDeckRoute />
                    </>
                  }
                />
                <Route
                  path="/privacy-policy"
                  element={
                    <>
                      <PageMeta {...PAGE_META.privacy} />
                      <PrivacyPolicyPage />
                    </>
                  }
                />
                <Route path="/redirect" element={<RedirectRoute />} />
                <Route
                  path="/test"
                  element={
                    <>
                      <PageMeta {...PAGE_META.test} />
                      <TestPage
                        mode={import.meta.env.MODE}
                        apiMocking={API_MOCKING}
                        renderLink={renderSiteLink}
                      />
                    </>
                  }
                />
                <Route path="/proposals/:slug" element={<ProposalRoute />} />
                <Route path="*" element={<Navigate to="/home" replace />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </StartupGate>
    </CollaProvider>
  );
}
