// The yardstick of `pnpm bench:site`: the smallest React 19 page, built with the site's tools.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Hello from React 19</h1>
    </StrictMode>,
  );
}
