import { Button } from '@colla/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CollaProvider, createCollaApp } from '@colla/api-client';

const colla = createCollaApp();

function AppLoginRoute() {
  return (
    <main className="mx-auto grid min-h-dvh max-w-md content-center gap-6 px-4 py-12 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-balance">
        Work with the best brands in Barcelona
      </h1>
      <div className="grid gap-3">
        <Button size="lg">Register for free</Button>
        <Button size="lg" variant="outline">
          Sign in
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
          <Route path="/app-login" element={<AppLoginRoute />} />
          <Route path="*" element={<Navigate to="/app-login" replace />} />
        </Routes>
      </BrowserRouter>
    </CollaProvider>
  );
}
