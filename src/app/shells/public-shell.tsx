import { memo, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { useSignOutToHome } from '@/lib/sign-in/use-sign-out';

/**
 * The page at this address. Memoized, so learning who is signed in (restored right after hydration) redraws the
 * header alone, in one short task, rather than the whole page again; pages that depend on the user ask for it.
 * Keyed by address, so each page is mounted afresh (the page being left is unmounted, not kept hidden). Route
 * modules load before a page is shown (router.tsx); should a page suspend, its placeholder is a screen tall,
 * so the footer stays below the fold.
 */
const CurrentPage = memo(function CurrentPage({ pathname }: { pathname: string }) {
  return (
    <Suspense key={pathname} fallback={<LoadingIndicator minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  );
});

export function PublicShell() {
  const { user, isLoading, isRestoring, failure } = useCurrentUser();
  const signOutToHome = useSignOutToHome();
  const { pathname } = useLocation();
  return (
    <PublicLayout
      user={user}
      // An account that cannot be read just now is still signed in: the header does not offer to sign in.
      isUserLoading={isLoading || failure !== undefined}
      isSignInRestoring={isRestoring}
      onSignOut={() => void signOutToHome()}
    >
      <CurrentPage pathname={pathname} />
    </PublicLayout>
  );
}
