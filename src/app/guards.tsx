import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { lazyExport } from '../components/opened-once';
import type { CurrentUser } from '../lib/sign-in/use-current-user';
import { useCurrentUser } from '../lib/sign-in/use-current-user';
import { appRoutes } from '../lib/app-routes';
import { afterSignInPath } from '../lib/sign-in/return-to';
import { selectHasSignedOut, type SignInState } from '../lib/sign-in/sign-in-slice';

function FullPageSpinner() {
  // As tall as the screen, so a footer below it stays below the fold while the page is decided.
  return <LoadingIndicator minHeight="100vh" />;
}

/** Rarely shown, so not in the first visit's JavaScript. */
const AccountUnavailable = lazyExport(() => import('../components/account-unavailable'), 'AccountUnavailable');

/** The account could not be read just now: its page says so, and asks again. */
function Unavailable({
  failure,
  retry,
}: Pick<CurrentUser, 'retry'> & { failure: NonNullable<CurrentUser['failure']> }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AccountUnavailable failure={failure} retry={retry} />
    </Suspense>
  );
}

/**
 * Where someone without a session goes from a page for signed-in people: home right after they signed
 * out here (whichever comes first, the shell's own move home or this guard), otherwise /login, to come
 * back after signing in.
 */
function NotSignedIn() {
  const hasSignedOut = useSelector((state: { signIn: SignInState }) => selectHasSignedOut({ signIn: state.signIn }));
  const location = useLocation();
  if (hasSignedOut) return <Navigate to={appRoutes.home.to()} replace />;
  return <Navigate to={appRoutes.login.to()} replace state={{ from: location }} />;
}

/**
 * Pages for signed-in people: visitors go to /login, and come back after signing in; someone whose account
 * cannot be read just now stays signed in and is told so.
 */
export function RequireSignedIn() {
  const { user, isLoading, failure, retry } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (failure) return <Unavailable failure={failure} retry={retry} />;
  if (!user) return <NotSignedIn />;
  return <Outlet />;
}

/** The dashboard: visitors go to /login, signed-in non-admins to the home page. */
export function RequireAdmin() {
  const { user, isLoading, failure, retry } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (failure) return <Unavailable failure={failure} retry={retry} />;
  if (!user) return <NotSignedIn />;
  if (user.role !== 'admin') return <Navigate to={appRoutes.home.to()} replace />;
  return <Outlet />;
}

/**
 * /login and /register: people signed in, already or just now on the login page, land where
 * `afterSignInPath` says once `GET /me` has said who they are (an admin's landing is the dashboard). This is
 * the one place that moves them, so a sign-in and this guard never race to different pages. Someone whose
 * account cannot be read just now stays signed in and is told so.
 */
export function RedirectIfSignedIn() {
  const { user, isLoading, failure, retry } = useCurrentUser();
  const state: unknown = useLocation().state;
  if (isLoading) return <FullPageSpinner />;
  if (failure) return <Unavailable failure={failure} retry={retry} />;
  if (user) return <Navigate to={afterSignInPath(state, user.role)} replace />;
  return <Outlet />;
}
