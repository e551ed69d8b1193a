import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { dashboardNavigation, type DashboardEntryKey } from '@/content/dashboard-navigation';
import { isActivePath } from '@/content/public-navigation';
import { palette } from '@/theme/tokens';

/** Each entry's icon, by its key: an entry added to the menu without one fails the typecheck. */
const icons: Record<DashboardEntryKey, ReactNode> = {
  today: <TodayIcon />,
  calendar: <CalendarViewWeekIcon />,
  reports: <BarChartIcon />,
  categories: <CategoryIcon />,
  packages: <Inventory2Icon />,
  addons: <PlaylistAddIcon />,
  times: <AccessTimeIcon />,
  closures: <EventBusyIcon />,
  reservations: <EventNoteIcon />,
  transactions: <ReceiptLongIcon />,
  refunds: <CurrencyExchangeIcon />,
  payments: <PriceCheckIcon />,
  vouchers: <LocalOfferIcon />,
  customers: <PeopleIcon />,
  albums: <PhotoLibraryIcon />,
  reminders: <NotificationsActiveIcon />,
  reviews: <RateReviewIcon />,
  settings: <SettingsIcon />,
};

const itemStyle = {
  borderRadius: 2,
  mx: 1.5,
  my: 0.25,
  color: 'rgba(255,255,255,0.78)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(224, 163, 59, 0.18)', color: '#fff' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

/**
 * A number shown on a menu entry, e.g. what waits there; `label` says what it counts, for screen readers. The
 * entry's name reads as it is seen, its text then the number, and goes on with the label: "Transaksi 11 bukti
 * menunggu validasi", so a voice user who says what they see ("Transaksi 11") names it (WCAG 2.5.3).
 */
export interface NavigationBadge {
  count: number;
  label: string;
}

/** Badges by the entry's address. */
export type NavigationBadges = Partial<Record<string, NavigationBadge>>;

const badgeStyle = {
  minWidth: 24,
  height: 24,
  px: 0.75,
  borderRadius: 12,
  bgcolor: palette.golden,
  color: palette.plum,
  fontSize: 13,
  fontWeight: 700,
  lineHeight: '24px',
  textAlign: 'center',
} as const;

export interface DashboardNavigationListProps {
  onNavigate?: () => void;
  onSignOut: () => void;
  badges?: NavigationBadges;
}

export function DashboardNavigationList({ onNavigate, onSignOut, badges = {} }: DashboardNavigationListProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menu dashboard">
      <List>
        {dashboardNavigation.map((entry) => {
          const isActive = isActivePath(pathname, entry.to);
          const badge = badges[entry.to];
          const hasBadge = badge !== undefined && badge.count > 0;
          return (
            <ListItem key={entry.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                selected={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={onNavigate}
                aria-label={hasBadge ? `${entry.label} ${badge.count} ${badge.label}` : undefined}
                sx={itemStyle}
              >
                <ListItemIcon>{icons[entry.key]}</ListItemIcon>
                <ListItemText primary={entry.label} />
                {/* A space between the text and the number, as they are seen: "Transaksi 11", not "Transaksi11". */}
                {hasBadge && ' '}
                {hasBadge && (
                  <Box component="span" aria-hidden sx={badgeStyle}>
                    {badge.count}
                  </Box>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
        <ListItem disablePadding>
          <ListItemButton onClick={onSignOut} sx={{ ...itemStyle, mt: 2 }}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
