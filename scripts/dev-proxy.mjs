// The dev servers' proxy to the API process: every path the one-origin split (origin-routes.mjs)
// gives to the API goes to it; everything else stays with Vite.
import { partFor } from './origin-routes.mjs';

/** The API process of `pnpm dev` listens on loopback, on this port unless COLLA_API_PORT says. */
export const DEV_API_PORT = 3001;

/** Where the API process of `pnpm dev` listens. */
export function devApiTarget(env = process.env) {
  return `http://127.0.0.1:${env.COLLA_API_PORT || DEV_API_PORT}`;
}

/**
 * Vite's `server.proxy` for the API. The Host header is kept (the API builds links and checks
 * cookies for the origin the browser sees); answers, chat streams included, pass through
 * unbuffered. While the API restarts the proxy answers 502, which the apps treat as "cannot
 * reach Colla right now" (the session stays).
 */
export function apiProxy(target = devApiTarget()) {
  return {
    '^/': {
      target,
      changeOrigin: false,
      bypass: (req) => {
        const url = req.url ?? '/';
        return partFor(url.split('?', 1)[0] ?? '/') === 'api' ? undefined : url;
      },
    },
  };
}
