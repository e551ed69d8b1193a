import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { bottomWithRoom, layout, palette } from '../../theme/tokens';
import { BrandLogo } from '../brand-logo';
import { SignOutDialog } from '../sign-out-dialog';
import { DashboardNavigationList } from './dashboard-navigation-list';

export interface DashboardLayoutProps {
  userName: string;
  onSignOut: () => void;
  children: ReactNode;
}

function SidebarContent({ userName, onNavigate, onSignOut }: { userName: string; onNavigate?: () => void; onSignOut: () => void }) {
  return (
    <Stack sx={{ height: '100%', bgcolor: palette.plum, color: '#fff' }}>
      <Box sx={{ p: 3 }}>
        <BrandLogo inverted />
        {userName && (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.64)' }}>
            Masuk sebagai {userName}
          </Typography>
        )}
      </Box>
      <DashboardNavigationList onNavigate={onNavigate} onSignOut={onSignOut} />
    </Stack>
  );
}

/** The admin area: a sidebar on desktop, a sheet menu on phones. */
export function DashboardLayout({ userName, onSignOut, children }: DashboardLayoutProps) {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isSignOutOpen, setSignOutOpen] = useState(false);
  const askToSignOut = () => {
    setSheetOpen(false);
    setSignOutOpen(true);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, width: layout.sidebarWidth, flexShrink: 0 }}>
        <Box sx={{ position: 'fixed', inset: 0, right: 'auto', width: layout.sidebarWidth, overflowY: 'auto' }}>
          <SidebarContent userName={userName} onSignOut={askToSignOut} />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AppBar position="sticky" sx={{ display: { md: 'none' }, bgcolor: palette.cream, borderBottom: `1px solid ${palette.line}` }}>
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <BrandLogo />
            <IconButton aria-label="Buka menu dashboard" edge="end" onClick={() => setSheetOpen(true)}>
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
        <Drawer
          open={isSheetOpen}
          onClose={() => setSheetOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu dashboard', sx: { width: 'min(300px, 86vw)' } } }}
        >
          <SidebarContent userName={userName} onNavigate={() => setSheetOpen(false)} onSignOut={askToSignOut} />
        </Drawer>
        <Box component="main" sx={{ p: { xs: 2, sm: 3, md: 5 }, pb: { xs: bottomWithRoom(16), sm: bottomWithRoom(24), md: bottomWithRoom(40) }, maxWidth: 1280 }}>
          {children}
        </Box>
      </Box>
      <SignOutDialog open={isSignOutOpen} onClose={() => setSignOutOpen(false)} onSignOut={onSignOut} />
    </Box>
  );
}
