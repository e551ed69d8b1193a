import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { useAlbumsToEdit } from '@/lib/api/endpoints/albums';
import { useProofsWaiting, useRefundsWaiting } from '@/lib/api/endpoints/dashboard';
import { usePaymentsInReview } from '@/lib/api/endpoints/payments';
import { useRemindersDue } from '@/lib/api/endpoints/reminders';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { useSignOutToHome } from '@/lib/sign-in/use-sign-out';
import { appRoutes } from '@/lib/app-routes';

export function DashboardShell() {
  const { user } = useCurrentUser();
  const signOutToHome = useSignOutToHome();
  const { pathname } = useLocation();
  const proofsWaiting = useProofsWaiting();
  const refundsWaiting = useRefundsWaiting();
  const paymentsInReview = usePaymentsInReview();
  const remindersDue = useRemindersDue();
  const albumsToEdit = useAlbumsToEdit();
  return (
    <DashboardLayout
      userName={user?.name ?? ''}
      navigationBadges={{
        [appRoutes.dashboard.transactions.to()]: { count: proofsWaiting, label: 'bukti menunggu validasi' },
        [appRoutes.dashboard.refunds.to()]: { count: refundsWaiting, label: 'pengembalian dana menunggu' },
        [appRoutes.dashboard.payments.to()]: { count: paymentsInReview, label: 'pembayaran perlu ditinjau' },
        [appRoutes.dashboard.reminders.to()]: { count: remindersDue, label: 'pengingat WhatsApp menunggu dikirim' },
        [appRoutes.dashboard.albums.to()]: { count: albumsToEdit, label: 'pilihan foto menunggu diedit' },
      }}
      onSignOut={() => void signOutToHome()}
    >
      {/* Keyed by address, so each page is mounted afresh: the page being left is unmounted, not kept hidden. */}
      <Suspense key={pathname} fallback={<LoadingIndicator minHeight="50vh" />}>
        <Outlet />
      </Suspense>
    </DashboardLayout>
  );
}
