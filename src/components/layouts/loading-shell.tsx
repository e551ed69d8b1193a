import { LoadingIndicator } from '../loading-indicator';
import { PublicLayout } from './public-layout';

/**
 * The studio's frame with a loading state and nothing of any page: what the app shows while the code of the
 * first page it opens loads, and the HTML a static host answers for an address without a prerendered page of
 * its own (a booking, a payment, the dashboard, a deep link through `404.html`).
 */
export function LoadingShell() {
  return (
    <PublicLayout user={undefined} isUserLoading={false} isSignInRestoring onSignOut={() => undefined}>
      <LoadingIndicator minHeight="100vh" />
    </PublicLayout>
  );
}
