import type { RenderLink } from '@colla/ui';
import { NavLink } from 'react-router-dom';
import { partFor } from '../../../scripts/origin-routes.mjs';

/**
 * Site pages move inside this app; the portal (sign-in, the signed-in areas) is another app on the
 * same origin, reached by a full page load, as are mail and external links.
 */
export const renderSiteLink: RenderLink = (item, className, children) => {
  const internal =
    item.href.startsWith('/') &&
    !item.href.startsWith('//') &&
    partFor(item.href.split(/[?#]/)[0] ?? '/') === 'site';
  if (!internal) {
    return (
      <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={item.href} className={className} end>
      {children}
    </NavLink>
  );
};
