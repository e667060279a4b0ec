import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the portal once before the browser tests. */
export default function setup(): void {
  if (process.env.SITE_E2E_SKIP_BUILD === '1') return;
  execFileSync('pnpm', ['--filter', '@colla/portal', 'build'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
