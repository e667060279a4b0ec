import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { DASHBOARD_PATH } from '../session/session-store';
import type { NavHandle, PortalRoute, UserType } from './route-handle';

type Lazy = PortalRoute['lazy'];

/** A screen that loads on first visit; `title` names it in the browser's tab. */
export const screen = (path: string, lazy: Lazy, title?: MessageDescriptor): PortalRoute => ({
  path,
  lazy,
  ...(title && { handle: { title } }),
});

/** A screen that loads on first visit and is in its area's navigation. */
export const navScreen = (path: string, lazy: Lazy, nav: NavHandle): PortalRoute => ({
  path,
  lazy,
  handle: { nav },
});

/**
 * `/app/<type>/…`: the area's screens, then its role guard (an unknown path in the area goes to
 * the area's dashboard).
 */
export const areaRoute = (type: UserType, children: PortalRoute[]): PortalRoute => ({
  path: type,
  handle: { area: type },
  children: [...children, { path: '*', element: <Navigate to={DASHBOARD_PATH[type]} replace /> }],
});

/**
 * The route component of a `…/:id` screen: renders `Screen` with the id as a number, afresh
 * (remounted) when the id changes.
 */
export function byIdParam(Screen: ComponentType<{ id: number }>) {
  return function Component() {
    const id = Number(useParams().id);
    return <Screen key={id} id={id} />;
  };
}
