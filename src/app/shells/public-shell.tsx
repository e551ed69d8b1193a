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
        Keyed by address, so each page is mounted afresh (the page being left is unmounted, not kept hidden).
        Route modules load before a page is shown (router.tsx); should a page suspend, its placeholder is a
        screen tall, so the footer stays below the fold.
      */}
      <Suspense key={pathname} fallback={<LoadingIndicator minHeight="100vh" />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
