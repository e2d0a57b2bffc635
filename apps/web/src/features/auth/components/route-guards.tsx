import type { User } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { sessionQueryOptions } from '../api/get-current-user';
import { isDeliberateLogout } from '../lib/session-store';
import { ForbiddenPage } from './forbidden-page';

interface GuardProps {
  /** What to show once the session is known; a function receives the signed-in user. */
  children: ReactNode | ((user: User) => ReactNode);
}

/**
 * Waits for the server's answer about the session (never for the cached copy), then shows the page
 * to a signed-in user, a retry on a failed check, or sends a visitor to /login.
 */
export function useSessionGate() {
  const { t } = useTranslation('auth');
  const session = useQuery(sessionQueryOptions());
  if (session.data) return { user: session.data.user, fallback: null };
  if (session.isError) {
    return {
      user: null,
      fallback: (
        <ErrorState
          className="mx-auto my-12 max-w-md"
          message={t('guard.sessionError')}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      ),
    };
  }
  return { user: null, fallback: <LoadingScreen /> };
}

/**
 * Where a guard sends someone who is not (or no longer) allowed: a page that was showing the user
 * follows their own logout home; otherwise `fallbackPath`.
 */
function useGuardExit(user: User | null, fallbackPath: string): string {
  const [wasShown, setWasShown] = useState(false);
  // Derived during render (React's "adjust state on prop change" pattern): no extra effect pass.
  if (user && !wasShown) setWasShown(true);
  return wasShown && isDeliberateLogout() ? paths.home.href() : fallbackPath;
}

/** The members' routes: a visitor is sent to sign in (docs/product.md#screens). */
export function RequireUser({ children }: GuardProps) {
  const { user, fallback } = useSessionGate();
  const exit = useGuardExit(user, paths.login.href());
  if (fallback) return fallback;
  if (!user || user.id === 0) return <Navigate to={exit} replace />;
  return typeof children === 'function' ? children(user) : children;
}

/**
 * /adminDashboard only for the admin. A visitor goes home; a member is told at this address
 * that the page is not for them (403), which a silent redirect left them to guess.
 */
export function RequireAdmin({ children }: GuardProps) {
  const { user, fallback } = useSessionGate();
  if (fallback) return fallback;
  if (!user) return <Navigate to={paths.home.href()} replace />;
  if (user.role !== 'admin') return <ForbiddenPage />;
  return typeof children === 'function' ? children(user) : children;
}

/**
 * Login and sign-up make no sense to someone already signed in: send them home. Decided once, on
 * arrival: a login made on this page must finish (toast, its own navigation) without being cut off.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueryOptions());
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean>();
  if (signedInOnArrival === undefined && session.data) setSignedInOnArrival(Boolean(session.data.user));
  if (signedInOnArrival) return <Navigate to={paths.home.href()} replace />;
  return children;
}
