import {
  apiClientOf,
  useExitImpersonationMutation,
  useLogoutMutation,
  type AuthSession,
  type User,
} from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { browserPushEnvironment, registerPush, unregisterPush } from './push';
import { DASHBOARD_PATH, type SessionState, type SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

function useStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession() needs a <SessionProvider> above it.');
  return store;
}

/** Who is signed in, kept in step with storage. */
export function useSession(): SessionState {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export const EXIT_IMPERSONATION_FAILED = msg`Failed to exit impersonation. Please try again.`;

/** Goes to a path: react-router's `navigate`, whose promise settles once the page is there. */
type Navigate = (path: string) => void | Promise<void>;

/**
 * The session's actions, with their calls and rules: sign-out always signs out, push registration
 * on sign-in, impersonation (docs/decisions.md).
 */
export function useSessionActions() {
  const store = useStore();
  const queryClient = useQueryClient();
  const client = apiClientOf(queryClient);
  const logoutCall = useLogoutMutation();
  const exitCall = useExitImpersonationMutation();

  return {
    /** After a login or an accepted invitation: store the session, then offer push. */
    signIn(session: AuthSession) {
      store.signIn(session);
      queryClient.clear();
      void registerPush(client, browserPushEnvironment()).catch(() => undefined);
    },
    updateUser(user: User) {
      store.updateUser(user);
    },
    /** Storage was cleared outside the store (e.g. on /debug-auth): read it again. */
    forget() {
      store.signOut();
      queryClient.clear();
    },
    /**
     * Logout (`logout`), this device's push token removed, auth cleared even when the
     * calls fail, then /app-login.
     */
    async logout(navigate: Navigate) {
      await unregisterPush(client, { storage: window.localStorage });
      try {
        await logoutCall.mutateAsync();
      } catch (error) {
        console.error('Logout call failed; signing out anyway.', error);
      }
      store.signOut({ loggedOut: true });
      queryClient.clear();
      await navigate('/app-login');
    },
    /**
     * After `impersonateUser`: act as the user (the admin is kept as the
     * original user for Exit Impersonation), then land on that user's dashboard.
     */
    impersonate(session: AuthSession, navigate: Navigate) {
      store.startImpersonation(session);
      queryClient.clear();
      void navigate(DASHBOARD_PATH[session.user.type]);
    },
    /**
     * Exit impersonation: `exitImpersonation` returns the admin's token; the admin
     * is restored and lands on the admin dashboard. Throws when that fails (the shell then says
     * `EXIT_IMPERSONATION_FAILED`).
     */
    async exitImpersonation(navigate: Navigate) {
      const data = await exitCall.mutateAsync().catch(() => null);
      if (!data) throw new Error('exitImpersonation answered without a token.');
      store.endImpersonation({ token: data.token, user: data.user });
      queryClient.clear();
      await navigate('/app/admin/dashboard');
    },
  };
}
