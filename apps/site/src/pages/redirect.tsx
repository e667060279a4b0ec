import { RedirectPage } from '@colla/ui';
import { useEffect } from 'react';
import { renderSiteLink } from '../links';
import type { PageProps } from '../pages';

/** Only same-origin paths: /redirect never sends anyone to another site. */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('to') ?? '/home';
  return wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\')
    ? wanted
    : '/home';
}

export default function RedirectRoute({ search }: PageProps) {
  const target = redirectTarget(search);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(target), 600);
    return () => window.clearTimeout(timer);
  }, [target]);
  return <RedirectPage target={target} renderLink={renderSiteLink} />;
}
