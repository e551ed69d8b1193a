import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DataState } from '@/components/data-state';
import { PublicPage } from '@/components/layouts/public-page';
import { useRemindersQuery } from '@/lib/api/endpoints/reminders';
import { appRoutes } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { EmptyInbox } from './empty-inbox';
import { InboxSkeleton } from './inbox-skeleton';
import { MessageInbox } from './message-inbox';

/** The reminders the studio emailed the signed-in customer. */
export function MessagesPage() {
  const { user } = useCurrentUser();
  const { data, isLoading, error } = useRemindersQuery({ channel: 'email' });
  return (
    <PublicPage
      title="Pesan"
      crumb="Pesan"
      subtitle={
        <>
          Pengingat yang dikirim studio ke {user?.email ?? 'email Anda'}. Pilih pengingat yang ingin Anda terima di
          profil:{' '}
          <Link component={RouterLink} to={appRoutes.profile.to()} underline="always">
            Atur pengingat
          </Link>
        </>
      }
    >
      <DataState data={data} isLoading={isLoading} error={error} loading={<InboxSkeleton />}>
        {(messages) => (messages.length === 0 ? <EmptyInbox /> : <MessageInbox messages={messages} />)}
      </DataState>
    </PublicPage>
  );
}
