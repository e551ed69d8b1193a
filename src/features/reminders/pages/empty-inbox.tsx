import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** No email yet: what the studio sends, and when. */
export function EmptyInbox() {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Belum ada pesan
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        Studio mengirim email saat reservasi Anda dikonfirmasi, menjelang batas pembayaran, sehari sebelum sesi foto,
        dan setelah sesi untuk meminta ulasan. Pesan itu akan muncul di sini.
      </Typography>
    </Paper>
  );
}
