import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

export interface CustomerAccountMenuProps {
  id: string;
  /** The button the menu opens from; null while it is closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The signed-in customer's menu under their name: profile, history, and sign-out. */
export function CustomerAccountMenu({ id, anchorEl, onClose, onSignOut }: CustomerAccountMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={paths.profile.to()} onClick={onClose}>
        Profil
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.history.to()} onClick={onClose}>
        Riwayat
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
