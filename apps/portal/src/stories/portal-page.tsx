import type { AuthSession, User } from '@colla/api-client';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from '../routes/routes';
import { SessionProvider } from '../session/session-context';
import type { SessionState, SessionStore } from '../session/session-store';

/** Who is signed in for a page story (`null`: nobody). */
export const storyUsers: Record<User['type'], User> = {
  brand: {
    id: 2,
    type: 'brand',
    first_name: 'Laia',
    last_name: 'Puig',
    name: 'Laia Puig',
    email: 'laia@cafegodot.cat',
    avatar_path: null,
    locale: 'en',
  },
  creator: {
    id: 3,
    type: 'creator',
    first_name: 'Pau',
    last_name: 'Serra',
    name: 'Pau Serra',
    email: 'pau@colla.test',
    avatar_path: null,
    locale: 'en',
  },
  admin: {
    id: 1,
    type: 'admin',
    first_name: 'Clara',
    last_name: 'Roig',
    name: 'Clara Roig',
    email: 'clara@colla.test',
    avatar_path: null,
    locale: 'en',
  },
};

const signedOut: SessionState = {
  token: null,
  user: null,
  type: null,
  impersonating: false,
  originalUser: null,
};

const signedIn = ({ token, user }: AuthSession): SessionState => ({
  token,
  user,
  type: user.type,
  impersonating: false,
  originalUser: null,
});

/** A session kept in memory: the story's user, and whatever the page's actions do to it. */
function memorySession(user: User | null): SessionStore {
  let state = user ? signedIn({ token: 'story-token', user }) : signedOut;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (session) => set(signedIn(session)),
    signOut: () => set(signedOut),
    updateUser: (next) => set({ ...state, user: next }),
    startImpersonation: (session) =>
      set({ ...signedIn(session), impersonating: true, originalUser: state.user }),
    endImpersonation: (session) => set(signedIn(session)),
  };
}

let shown: ReturnType<typeof createMemoryRouter> | undefined;

/** Where the story's router is now (path and search), e.g. to check what a list wrote. */
export function storyLocation(): string {
  const location = shown?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

export interface PortalPageProps {
  /** The URL the story opens, e.g. `/app/brand/deals?status=active`. */
  url: string;
  /** Who is signed in; nobody by default. */
  user?: User | null;
}

/**
 * A portal page as the app shows it: the portal's own route objects (guard, shell, navigation,
 * the screen's module) in a memory router at `url`. Stories using it set
 * `parameters.router = 'own'`, so Storybook's memory router stays out of the way.
 */
export function PortalPage({ url, user = null }: PortalPageProps) {
  const [session] = useState(() => memorySession(user));
  const [router] = useState(() => {
    shown = createMemoryRouter(portalRoutes, { initialEntries: [url] });
    return shown;
  });
  return (
    <SessionProvider store={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
