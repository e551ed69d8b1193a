import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { appRoutes } from '@/lib/app-routes';
import type { User } from '@/lib/api/api-types';
import { lazyExport, OpenedOnce } from '../opened-once';

// The menu (MUI's popover and modal) loads when first opened, not with every page.
const CustomerAccountMenu = lazyExport(() => import('./customer-account-menu'), 'CustomerAccountMenu');

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The desktop header's right side: sign-in links, the admin's Dashboard, or the customer's menu. */
export function HeaderAccountActions({ user, onSignOut }: { user: User | undefined; onSignOut: () => void }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!user) {
    return (
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={appRoutes.login.to()} color="secondary">
          Masuk
        </Button>
        <Button component={RouterLink} to={appRoutes.register.to()} variant="contained">
          Daftar
        </Button>
      </Stack>
    );
  }

  if (user.role === 'admin') {
    return (
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={appRoutes.dashboard.todaySchedule.to()} variant="contained">
          Dashboard
        </Button>
        <Button onClick={onSignOut} color="secondary">
          Logout
        </Button>
      </Stack>
    );
  }

  const closeMenu = () => setMenuAnchor(null);
  return (
    <>
      <Button
        color="secondary"
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={Boolean(menuAnchor)}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        startIcon={
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontWeight: 700 }}>
            {initialsOf(user.name)}
          </Avatar>
        }
        endIcon={<KeyboardArrowDownIcon />}
        // The button sizes its start icon (20 px) after the avatar's own styles: two initials would overflow the circle.
        sx={{ '& .MuiButton-startIcon > .MuiAvatar-root': { fontSize: 12 } }}
      >
        {user.name.split(' ')[0]}
      </Button>
      <OpenedOnce open={Boolean(menuAnchor)}>
        <CustomerAccountMenu id={menuId} anchorEl={menuAnchor} onClose={closeMenu} onSignOut={onSignOut} />
      </OpenedOnce>
    </>
  );
}
