import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { LoadingIndicator } from '@/components/loading-indicator';
import { appRoutes } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { ReminderPreferences } from '../components/reminder-preferences';

function ProfileLine({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {icon}
      <div>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{value}</Typography>
      </div>
    </Stack>
  );
}

export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const isCustomer = user?.role === 'user';
  return (
    <PublicPage title="Profil" crumb="Profil">
      {isLoading || !user ? (
        <LoadingIndicator />
      ) : (
        <Stack spacing={3}>
          <Card sx={{ maxWidth: 560 }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Stack spacing={3}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 26 }}>
                    {user.name.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Typography variant="h5" component="h2">
                      {user.name}
                    </Typography>
                    <Typography color="textSecondary">{isCustomer ? 'Pelanggan' : 'Admin'}</Typography>
                  </div>
                </Stack>
                <Divider />
                <ProfileLine icon={<EmailIcon color="primary" />} label="Email" value={user.email} />
                <ProfileLine icon={<PhoneIcon color="primary" />} label="Nomor Telepon" value={user.phone} />
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                  <Button component={RouterLink} to={appRoutes.history.to()} variant="outlined">
                    Lihat Riwayat Reservasi
                  </Button>
                  {isCustomer && (
                    <Button component={RouterLink} to={appRoutes.messages.to()} variant="outlined">
                      Lihat Pesan
                    </Button>
                  )}
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          {isCustomer && <ReminderPreferences optOuts={user.reminderOptOuts} />}
        </Stack>
      )}
    </PublicPage>
  );
}
