import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import type { User } from '../../lib/user';

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
        <Button component={RouterLink} to={paths.login.to()} color="secondary">
          Masuk
        </Button>
        <Button component={RouterLink} to={paths.register.to()} variant="contained">
          Daftar
        </Button>
      </Stack>
    );
  }

  if (user.role === 'admin') {
    return (
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.dashboard.todaySchedule.to()} variant="contained">
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
        startIcon={<Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 12, fontWeight: 700 }}>{initialsOf(user.name)}</Avatar>}
        endIcon={<KeyboardArrowDownIcon />}
      >
        {user.name.split(' ')[0]}
      </Button>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.profile.to()} onClick={closeMenu}>
          Profil
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.history.to()} onClick={closeMenu}>
          Riwayat
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            closeMenu();
            onSignOut();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
