import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { customerAccountNavigation } from '@/content/public-navigation';

export interface CustomerAccountMenuProps {
  id: string;
  /** The button the menu opens from; null while it is closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The signed-in customer's menu under their name: profile, history, messages, and sign-out. */
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
      {customerAccountNavigation.map(({ label, to }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
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
