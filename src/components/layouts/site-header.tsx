import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { isActivePath, publicNavigation } from '@/content/public-navigation';
import type { User } from '@/lib/api/api-types';
import { layout, palette } from '@/theme/tokens';
import { BrandLogo } from '../brand-logo';
import { DemoDock } from './demo-dock';
import { lazyExport, OpenedOnce } from '../opened-once';
import { HeaderAccountActions } from './header-account-actions';
import { useSignOutPrompt } from './use-sign-out-prompt';

// The drawer and the dialog (MUI's modal, transitions and lists) load when first opened, not with every page.
const MobileNavigationDrawer = lazyExport(() => import('./mobile-navigation-drawer'), 'MobileNavigationDrawer');
const SignOutDialog = lazyExport(() => import('../sign-out-dialog'), 'SignOutDialog');

export interface SiteHeaderProps {
  user: User | undefined;
  isUserLoading: boolean;
  /** Who is signed in is not known yet (prerendered HTML hydrating): the account actions keep their place, unseen. */
  isSignInRestoring?: boolean;
  onSignOut: () => void;
}

export function SiteHeader({ user, isUserLoading, isSignInRestoring = false, onSignOut }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const signOutPrompt = useSignOutPrompt(() => setDrawerOpen(false));

  return (
    <AppBar
      position="sticky"
      sx={{
        // Solid, not 92 % cream over a blur of the page: the blur hardly showed, and a phone redrew it at every
        // frame of an animation on the page (half a second of compositing in a first visit of `/`; issue 49).
        bgcolor: palette.cream,
        borderBottom: `1px solid ${palette.line}`,
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: layout.headerHeight, gap: { xs: 1, sm: 2 } }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Menu utama"
            sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}
          >
            <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {publicNavigation.map((entry) => (
                <li key={entry.to}>
                  <Box
                    component={NavLink}
                    to={entry.to}
                    aria-current={isActivePath(pathname, entry.to) ? 'page' : undefined}
                    sx={{
                      display: 'block',
                      px: 2,
                      py: 1,
                      borderRadius: 999,
                      fontWeight: 600,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&[aria-current="page"]': { color: 'primary.dark', bgcolor: 'rgba(180, 83, 42, 0.08)' },
                      '&:hover': { color: 'primary.main' },
                      '&:focus-visible': { outline: `2px solid ${palette.terracotta}`, outlineOffset: 2 },
                    }}
                  >
                    {entry.label}
                  </Box>
                </li>
              ))}
            </Stack>
          </Box>
          <Box sx={{ flex: { xs: 1, md: 'none' } }} />
          {isUserLoading ? (
            // On phones the menu says it (its drawer has the account actions), leaving the app bar's room to the demo control.
            <CircularProgress
              size={24}
              aria-label="Memuat pengguna"
              sx={{ display: { xs: 'none', sm: 'inline-block' } }}
            />
          ) : (
            // Hidden by an inline style, not by its class: a class of its own would make Emotion compile and insert
            // new rules as the session is restored, in the task right after hydration.
            <Box
              sx={{ display: { xs: 'none', md: 'block' } }}
              style={isSignInRestoring ? { visibility: 'hidden' } : undefined}
            >
              <HeaderAccountActions user={user} onSignOut={signOutPrompt.ask} />
            </Box>
          )}
          <DemoDock place="control" sx={{ display: 'flex' }} />
          <IconButton
            aria-label="Buka menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <DemoDock place="status" />
      <OpenedOnce open={isDrawerOpen}>
        <MobileNavigationDrawer
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          isUserLoading={isUserLoading}
          onSignOut={signOutPrompt.ask}
        />
      </OpenedOnce>
      <OpenedOnce open={signOutPrompt.isAsking}>
        <SignOutDialog open={signOutPrompt.isAsking} onClose={signOutPrompt.dismiss} onSignOut={onSignOut} />
      </OpenedOnce>
    </AppBar>
  );
}
