import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSignOut } from '../../lib/session/use-sign-out';
import { paths } from '../../lib/paths';

export function PublicShell() {
  const { user, isLoading, isRestoring } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <PublicLayout
      user={user}
      isUserLoading={isLoading}
      isSessionRestoring={isRestoring}
      onSignOut={async () => {
        // The home page must be on screen before the session ends, or the page being left sends to /login.
        await navigate(paths.home.to(), { flushSync: true });
        signOut();
      }}
    >
      {/*
        Route modules load before a page is shown (router.tsx); this boundary is for what a page loads on
        demand. It is one per page, so a page being left is unmounted rather than kept hidden, and it is a screen
        tall, so the footer stays below the fold.
      */}
      <Suspense key={pathname} fallback={<LoadingIndicator minHeight="100vh" />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
