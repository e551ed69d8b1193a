import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { appRoutes } from '@/lib/app-routes';
import { customerAccountNavigation, isActivePath, publicNavigation } from '@/content/public-navigation';
import type { User } from '@/lib/api/api-types';
import { BrandLogo } from '../brand-logo';

export interface MobileNavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  user: User | undefined;
  isUserLoading: boolean;
  onSignOut: () => void;
}

export function MobileNavigationDrawer({ open, onClose, user, isUserLoading, onSignOut }: MobileNavigationDrawerProps) {
  const { pathname } = useLocation();
  const accountLinks =
    user?.role === 'admin'
      ? [{ label: 'Dashboard', to: appRoutes.dashboard.todaySchedule.to() }]
      : user
        ? customerAccountNavigation
        : [];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', sx: { width: 'min(320px, 86vw)' } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo />
        <IconButton aria-label="Tutup menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Menu seluler">
        <List>
          {[...publicNavigation, ...accountLinks].map((entry) => (
            <ListItem key={entry.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                onClick={onClose}
                selected={isActivePath(pathname, entry.to)}
                aria-current={isActivePath(pathname, entry.to) ? 'page' : undefined}
              >
                <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {isUserLoading && <CircularProgress size={24} aria-label="Memuat pengguna" />}
        {!isUserLoading && !user && (
          <>
            <Button component={RouterLink} to={appRoutes.login.to()} onClick={onClose} variant="outlined">
              Masuk
            </Button>
            <Button component={RouterLink} to={appRoutes.register.to()} onClick={onClose} variant="contained">
              Daftar
            </Button>
          </>
        )}
        {!isUserLoading && user && (
          <Button onClick={onSignOut} variant="outlined" color="secondary">
            Logout
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
