import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { demoAccounts } from '@/content/demo-accounts';
import type { LoginInput } from '@/lib/forms/schemas';

/**
 * The demo's accounts, each one click away from the form. Shown only while the emulated backend runs. The list
 * is made inside the component, so a real-API build, which never renders it, drops the accounts with it.
 */
export function DemoAccountsHint({ onPick }: { onPick: (credentials: LoginInput) => void }) {
  const accounts = [
    { label: 'Admin', ...demoAccounts.admin },
    { label: 'Pelanggan demo', ...demoAccounts.customer },
  ];
  return (
    <Paper component="section" aria-label="Akun demo" variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Akun demo
      </Typography>
      <Stack spacing={1}>
        {accounts.map((account) => (
          <Stack
            key={account.email}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{account.label}</strong>: {account.email} / {account.password}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              sx={{ flexShrink: 0 }}
              aria-label={`Isi akun ${account.label}`}
              onClick={() => onPick({ email: account.email, password: account.password })}
            >
              Isi
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
