import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export function AuthFooterLinks({ switchLabel, switchTo }: { switchLabel: string; switchTo: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={switchTo}>
        {switchLabel}
      </Link>
      <Link component={RouterLink} to={paths.home.to()} color="textSecondary">
        Kembali
      </Link>
    </Stack>
  );
}
