import { Button, PublicProposalPage } from '@colla/ui';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CollaProvider, createCollaApp } from '@colla/api-client';

const colla = createCollaApp();

function ProposalRoute() {
  const { slug = '' } = useParams();
  return (
    <PublicProposalPage
      slug={slug}
      loginHref="/login"
      applyHref={`/app-login?redirect=${encodeURIComponent(`/proposals/${slug}`)}`}
      homeHref="/home"
    />
  );
}

function HomeRoute() {
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-center gap-6 px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Brands and creators in Barcelona, working together.
      </h1>
      <p className="text-lg text-muted">
        Colla is where Barcelona brands offer a product or a service in exchange for content, and
        local creators choose the collaborations that fit them. No agency in between.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href="/app-login">Get started</a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href="/proposals/summer-vermut-tasting-gracia">See a collaboration</a>
        </Button>
      </div>
    </main>
  );
}

export function App() {
  return (
    <CollaProvider app={colla}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomeRoute />} />
          <Route path="/proposals/:slug" element={<ProposalRoute />} />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </BrowserRouter>
    </CollaProvider>
  );
}
