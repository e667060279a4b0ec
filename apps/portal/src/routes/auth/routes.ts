import { msg } from '@lingui/core/macro';
import * as AcceptInvitation from './accept-invitation';
import * as AppLogin from './app-login';
import * as DebugAuth from './debug-auth';
import * as Login from './login';
import * as PasswordReset from './password-reset';
import type { PortalRoute } from '../route-handle';

/**
 * The screens outside the signed-in areas (no public nav or footer). They are the portal's
 * landing screens, so they come with the first load rather than on demand.
 */
export const authRoutes: PortalRoute[] = [
  { path: '/login', Component: Login.Component, handle: { title: msg`Sign in` } },
  { path: '/app-login', Component: AppLogin.Component, handle: { title: msg`Sign in` } },
  {
    path: '/password-reset',
    Component: PasswordReset.Component,
    handle: { title: msg`Reset your password` },
  },
  {
    path: '/accept-invitation/:token?',
    Component: AcceptInvitation.Component,
    handle: { title: msg`Accept your invitation` },
  },
  { path: '/debug-auth', Component: DebugAuth.Component },
];
