import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { layout, palette } from '@/theme/tokens';
import { BrandLogo } from '../brand-logo';
import { DemoDock } from './demo-dock';
import { SignOutDialog } from '../sign-out-dialog';
import { DashboardNavigationList, type NavigationBadge, type NavigationBadges } from './dashboard-navigation-list';
import { useSignOutPrompt } from './use-sign-out-prompt';

export interface DashboardLayoutProps {
  userName: string;
  onSignOut: () => void;
  children: ReactNode;
  /** Numbers on menu entries, e.g. the proofs waiting on `Transaksi`. */
  navigationBadges?: NavigationBadges;
}

interface SidebarContentProps {
  userName: string;
  /** The sidebar beside the page (not the phone's sheet) holds the demo control, as the phones' app bar does. */
  hasDemoDock?: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  badges?: NavigationBadges;
}

function SidebarContent({ userName, hasDemoDock = false, onNavigate, onSignOut, badges }: SidebarContentProps) {
  return (
    <Stack sx={{ minHeight: '100%', bgcolor: palette.plum, color: '#fff' }}>
      <Box sx={{ p: 3 }}>
        <BrandLogo inverted />
        {userName && (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.64)' }}>
            Masuk sebagai {userName}
          </Typography>
        )}
        {hasDemoDock && <DemoDock place="control" sx={{ mt: 2 }} />}
      </Box>
      <DashboardNavigationList onNavigate={onNavigate} onSignOut={onSignOut} badges={badges} />
    </Stack>
  );
}

/** Drawn over the icon's corner rather than past it: the button sits at the screen's edge, and a badge beyond it would widen the page. */
const menuBadgeStyle = {
  '& .MuiBadge-badge': { right: 6, bgcolor: palette.golden, color: palette.plum, fontWeight: 700 },
} as const;

const badgeTotal = (badges: NavigationBadges = {}) =>
  Object.values(badges).reduce((sum, badge) => sum + (badge?.count ?? 0), 0);

/**
 * On phones the menu is folded away: its button tells what waits inside. Its name holds the number it shows
 * (the total), as seen (WCAG 2.5.3): "Buka menu dashboard, 20 menunggu: 13 bukti menunggu validasi, 7 …".
 */
function menuButtonLabel(badges: NavigationBadges = {}): string {
  const waiting = Object.values(badges).filter(
    (badge): badge is NavigationBadge => badge !== undefined && badge.count > 0,
  );
  const counts = waiting.map((badge) => `${badge.count} ${badge.label}`).join(', ');
  if (waiting.length === 0) return 'Buka menu dashboard';
  if (waiting.length === 1) return `Buka menu dashboard, ${counts}`;
  return `Buka menu dashboard, ${badgeTotal(badges)} menunggu: ${counts}`;
}

/** The admin area: a sidebar on desktop, a sheet menu on phones. */
export function DashboardLayout({ userName, onSignOut, children, navigationBadges }: DashboardLayoutProps) {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const signOutPrompt = useSignOutPrompt(() => setSheetOpen(false));
  const hasSidebar = useMediaQuery(useTheme().breakpoints.up('md'));

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* A printed page (the report's) is the page alone: no menu, no bar, no demo controls. */}
      <Box
        component="aside"
        sx={{ display: { xs: 'none', md: 'block' }, displayPrint: 'none', width: layout.sidebarWidth, flexShrink: 0 }}
      >
        <Box sx={{ position: 'fixed', inset: 0, right: 'auto', width: layout.sidebarWidth, overflowY: 'auto' }}>
          <SidebarContent
            userName={userName}
            hasDemoDock={hasSidebar}
            onSignOut={signOutPrompt.ask}
            badges={navigationBadges}
          />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AppBar
          position="sticky"
          sx={{
            display: { md: 'none' },
            displayPrint: 'none',
            bgcolor: palette.cream,
            borderBottom: `1px solid ${palette.line}`,
          }}
        >
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <BrandLogo />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {!hasSidebar && <DemoDock place="control" sx={{ display: 'flex' }} />}
              <IconButton aria-label={menuButtonLabel(navigationBadges)} edge="end" onClick={() => setSheetOpen(true)}>
                <Badge badgeContent={badgeTotal(navigationBadges)} sx={menuBadgeStyle}>
                  <MenuIcon />
                </Badge>
              </IconButton>
            </Stack>
          </Toolbar>
        </AppBar>
        <Drawer
          open={isSheetOpen}
          onClose={() => setSheetOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-label': 'Menu dashboard',
              sx: { width: 'min(300px, 86vw)' },
            },
          }}
        >
          <SidebarContent
            userName={userName}
            onNavigate={() => setSheetOpen(false)}
            onSignOut={signOutPrompt.ask}
            badges={navigationBadges}
          />
        </Drawer>
        <Box component="main" sx={{ p: { xs: 2, sm: 3, md: 5 }, maxWidth: 1280, '@media print': { p: 0 } }}>
          <DemoDock place="status" sx={{ mb: 2, borderRadius: 1, overflow: 'hidden', displayPrint: 'none' }} />
          {children}
        </Box>
      </Box>
      <SignOutDialog open={signOutPrompt.isAsking} onClose={signOutPrompt.dismiss} onSignOut={onSignOut} />
    </Box>
  );
}
