import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useState, type FormEvent } from 'react';
import { lazyExport } from '@/components/opened-once';
import { errorMessage } from '@/lib/api/api-error';
import type { Reservation } from '@/lib/api/api-types';
import { useCheckInMutation } from '@/lib/api/endpoints/reservations';
import { ARRIVAL_CODE_INVALID_MESSAGE, reservationIdOfArrivalCode } from '@/lib/rules/arrivals';
import { formatStudioTime } from '@/lib/format';
import { showToast } from '@/lib/toast';

const NOT_TODAY_MESSAGE = 'Kode ini tidak ada di jadwal hari ini';

/** The camera and its QR reader load only when the admin turns the camera on. */
const CameraQrScanner = lazyExport(() => import('@/components/camera-qr-scanner'), 'CameraQrScanner');

/**
 * "Check-in dengan kode": the customer shows their arrival pass and the admin scans its QR code with the device's
 * camera or types its code. A code that is not one, or names no booking of today's schedule, is refused here,
 * before any request; nothing changes. A scanned code checks in at once; the camera stays on after a refusal.
 */
export function CheckInByCode({ today }: { today: Reservation[] | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isScanning, setIsScanning] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [checkIn, checkingIn] = useCheckInMutation();

  const close = () => {
    setIsOpen(false);
    setIsScanning(false);
    setCode('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkInCode(code);
  };

  const read = (text: string) => {
    setCode(text);
    if (!checkingIn.isLoading) void checkInCode(text);
  };

  const checkInCode = async (text: string) => {
    const id = reservationIdOfArrivalCode(text);
    if (id === undefined) return setError(ARRIVAL_CODE_INVALID_MESSAGE);
    const booking = today?.find((row) => row.id === id);
    if (!booking) return setError(NOT_TODAY_MESSAGE);
    try {
      await checkIn(id).unwrap();
    } catch (refusal) {
      return setError(errorMessage(refusal));
    }
    showToast(`Check-in berhasil: ${booking.user.name}, ${formatStudioTime(booking.timeSlot.time)}`, 'success');
    close();
  };

  return (
    <>
      <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setIsOpen(true)}>
        Check-in dengan kode
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="xs" aria-labelledby="check-in-by-code-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="check-in-by-code-title">Check-in dengan kode</DialogTitle>
          <DialogContent>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button
                startIcon={isScanning ? <VideocamOffIcon /> : <QrCodeScannerIcon />}
                onClick={() => setIsScanning(!isScanning)}
              >
                {isScanning ? 'Matikan kamera' : 'Pindai QR dengan kamera'}
              </Button>
              {isScanning && (
                <Suspense
                  fallback={<Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />}
                >
                  <CameraQrScanner
                    label="Kamera pemindai kode kedatangan"
                    hint="Arahkan kamera ke kode QR pelanggan"
                    onRead={read}
                  />
                </Suspense>
              )}
            </Stack>
            <TextField
              fullWidth
              label="Kode kedatangan"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              helperText="Enam huruf/angka dari halaman pembayaran atau riwayat pelanggan"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Batal</Button>
            <Button type="submit" variant="contained" loading={checkingIn.isLoading}>
              Check-in
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
