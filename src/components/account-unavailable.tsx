import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { ApiError } from '../lib/api/api-error';

/** How often the page asks for the account again by itself while the backend does not answer. */
const RETRY_MS = 5_000;

/** What went wrong, in Indonesian: the server's own message where it answered, otherwise no connection. */
function reasonOf(failure: ApiError): string {
  if (typeof failure.status === 'number') return failure.message;
  return 'Tidak dapat terhubung ke layanan. Periksa koneksi Anda.';
}

interface AccountUnavailableProps {
  failure: ApiError;
  retry: () => void;
}

/**
 * A page for signed-in people whose account could not be read (a server error, a timeout, offline): the
 * person stays signed in, is told what happened, and the page comes back by itself once the backend answers.
 * When the emulated backend could not start at all, it says why and offers a reload, the one way back.
 */
export function AccountUnavailable({ failure, retry }: AccountUnavailableProps) {
  // The emulated backend that did not start stays down until the page loads again: asking again is no use.
  const needsReload = failure.status === 'BACKEND_UNAVAILABLE';
  useEffect(() => {
    if (needsReload) return;
    const timer = setInterval(retry, RETRY_MS);
    return () => clearInterval(timer);
  }, [retry, needsReload]);
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 10, md: 16 }, px: 2, minHeight: '100vh' }}
    >
      <Typography variant="h2" component="h1">
        Akun Anda belum dapat dimuat
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
        {needsReload
          ? `${failure.message} Anda tetap masuk.`
          : `${reasonOf(failure)} Anda tetap masuk; halaman ini terbuka sendiri begitu layanan kembali.`}
      </Typography>
      {needsReload ? (
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Muat ulang halaman
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={retry}>
          Coba lagi
        </Button>
      )}
    </Stack>
  );
}
