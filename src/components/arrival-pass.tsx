import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The booking's arrival code, as text and as a QR code of the same text: the customer shows it at the studio and
 * the admin checks them in with it. Shown from 24 hours before the session (`isArrivalCodeShown`).
 */
export function ArrivalPass({ code }: { code: string }) {
  return (
    <Card variant="outlined" role="group" aria-label={`Kode kedatangan ${code}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <QRCodeSVG value={code} size={96} marginSize={2} title={`QR kode kedatangan ${code}`} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary">
              Kode kedatangan
            </Typography>
            <Typography
              component="div"
              sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.2em' }}
            >
              {code}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              Tunjukkan kode ini saat tiba di studio.
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
