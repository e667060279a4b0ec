import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the site once (browser code, renderer, prerendered pages) before the browser tests. */
export default function setup(): void {
  if (process.env.SITE_E2E_SKIP_BUILD === '1') return;
  execFileSync('pnpm', ['--filter', '@colla/site', 'build'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
    // The tests' public URL, so prerendered pages carry their canonical and hreflang links.
    env: { ...process.env, PUBLIC_URL: 'https://colla.example' },
  });
}
