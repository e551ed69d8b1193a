import CheckIcon from '@mui/icons-material/Check';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CategoryPackageSummary } from '@/lib/api/api-types';
import { formatEditedQuota, formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { signInReturnTo } from '@/lib/sign-in/return-to';

/**
 * What a package offers the person looking: customers reserve it, visitors sign in first (and land on its
 * reservation page), admins get neither. While who it is is not yet known (`unknown`: the prerendered page, a
 * session being read), the visitors' button keeps its room unseen: most first visits are visitors', so it is shown
 * in place, without the card growing nor new styles to compile once the session is read.
 */
export type PackageAction = 'reserve' | 'signInToReserve' | 'none' | 'unknown';

export interface PackageCardProps {
  item: CategoryPackageSummary;
  action: PackageAction;
}

function PackageActionButton({ item, action }: PackageCardProps) {
  if (action === 'reserve') {
    return (
      <Button
        component={RouterLink}
        to={appRoutes.reservation.to(item.id)}
        variant="contained"
        fullWidth
        aria-label={`Pilih Paket ${item.name}`}
      >
        Pilih Paket
      </Button>
    );
  }
  const isUnknown = action === 'unknown';
  return (
    <Button
      component={RouterLink}
      to={appRoutes.login.to()}
      state={signInReturnTo(appRoutes.reservation.to(item.id))}
      variant="outlined"
      fullWidth
      aria-label={`Masuk untuk memesan ${item.name}`}
      aria-hidden={isUnknown || undefined}
      tabIndex={isUnknown ? -1 : undefined}
      // An inline style, not a class: hiding it must not give it styles of its own.
      style={isUnknown ? { visibility: 'hidden' } : undefined}
    >
      Masuk untuk memesan
    </Button>
  );
}

/** A package: its name, price and what it includes: its edited photos, then one line of the description per line. */
export function PackageCard({ item, action }: PackageCardProps) {
  const lines = item.description.split('\n').filter((line) => line.trim() !== '');
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Typography variant="h5" component="h3">
          {item.name}
        </Typography>
        <Typography
          sx={{ mt: 1, fontFamily: 'h1.fontFamily', fontSize: '1.6rem', color: 'primary.main', fontWeight: 600 }}
        >
          {formatRupiah(item.price)}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <PhotoLibraryOutlinedIcon fontSize="small" color="primary" sx={{ mt: 0.25 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatEditedQuota(item.editedQuota)}
            </Typography>
          </Stack>
          {lines.map((line, index) => (
            <Stack
              component="li"
              key={`${index}-${line}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <CheckIcon fontSize="small" color="success" sx={{ mt: 0.25 }} />
              <Typography variant="body2">{line}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      {action !== 'none' && (
        <CardActions sx={{ px: 3, pb: 3 }}>
          <PackageActionButton item={item} action={action} />
        </CardActions>
      )}
    </Card>
  );
}
