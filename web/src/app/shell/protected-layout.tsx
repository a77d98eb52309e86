import { useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATHS, loginHref, type LoginLocationState, type LoginNotice } from '#web/lib/client-routes.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import type { SignOutReason } from '#web/lib/auth/session-store.ts';
import { useSession } from '#web/lib/auth/use-session.ts';
import { useUserData } from '#web/lib/user-data/get-user-data.ts';
import { AppShell } from './app-shell.tsx';

/**
 * What the login page says of each way a session ends, and whether it brings the user back where they
 * were: a session lost on the way does; one ended on purpose (Sair, a new password) starts afresh.
 */
const LOGIN_AFTER: Record<SignOutReason, { notice?: LoginNotice; keepPlace: boolean }> = {
  initial: { keepPlace: true },
  expired: { notice: 'sessionExpired', keepPlace: true },
  logout: { keepPlace: false },
  passwordChanged: { notice: 'passwordChanged', keepPlace: false },
};

/**
 * Every signed-in route sits below this (lazy-loaded, so the login page does not pay for the shell).
 * No session: to the login page, keeping where the user was. The shell renders once user data is in.
 */
export default function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'unknown') return <PageSpinner />;
  if (session.status === 'signedOut') {
    const { notice, keepPlace } = LOGIN_AFTER[session.signOutReason ?? 'initial'];
    const state: LoginLocationState = notice ? { notice } : {};
    return <Navigate to={keepPlace ? loginHref(location.pathname + location.search) : LOGIN_PATHS.login} state={state} replace />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  // Deferred: the whole shell renders at a priority that yields to the browser every few milliseconds,
  // instead of in one long task the moment the user data arrives.
  const user = useDeferredValue(useUserData().data);
  // While loading, and after a failed fetch (only logged, per the spec), the page stays busy.
  if (!user) return <PageSpinner />;
  return <AppShell user={user} />;
}
