import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { appRoutes } from '@/lib/app-routes';
import type { SignInReturnState } from '@/lib/sign-in/return-to';

export interface AuthFooterLinksProps {
  switchLabel: string;
  switchTo: string;
  /** Carried to the other page, so where the visitor was going survives switching between the two. */
  switchState?: SignInReturnState;
}

export function AuthFooterLinks({ switchLabel, switchTo, switchState }: AuthFooterLinksProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={switchTo} state={switchState}>
        {switchLabel}
      </Link>
      <Link component={RouterLink} to={appRoutes.home.to()} color="textSecondary">
        Kembali
      </Link>
    </Stack>
  );
}
