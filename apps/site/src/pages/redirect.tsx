import { sameOriginTarget } from '@colla/api-client';
import { RedirectPage } from '@colla/features/site/pages';
import { useEffect } from 'react';
import type { PageProps } from '../pages';

const HOME = '/home';

/**
 * Only same-origin targets (`sameOriginTarget`): /redirect never sends anyone to another site.
 * Anything else, or no `?to=`, goes to /home.
 */
export function redirectTarget(
  search: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  return sameOriginTarget(new URLSearchParams(search).get('to'), origin) ?? HOME;
}

export default function RedirectRoute({ search }: PageProps) {
  const target = redirectTarget(search);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(target), 600);
    return () => window.clearTimeout(timer);
  }, [target]);
  return <RedirectPage target={target} />;
}
