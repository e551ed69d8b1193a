import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { payableQris, UnpayableQrisError, type PayableQris } from '../payable-qris';
import { canCaptureScreen, canReadQr, QrReadError, readQrFromImage, readQrFromScreen } from '../read-qr';

const CLIENT_READ_FAILED = 'Kode QR tidak dapat dibaca. Coba lagi.';

/** Why "Pindai dari layar" cannot work here, or nothing when it can. */
function screenScanProblem(): string | undefined {
  if (!canCaptureScreen()) return 'Browser ini tidak dapat berbagi layar (ponsel tidak bisa). Tempel kodenya saja.';
  if (!canReadQr()) return 'Browser ini tidak dapat membaca kode QR. Tempel kodenya saja.';
  return undefined;
}

/**
 * The three ways a payer hands the simulator a QRIS: pasting its text (the main one), an image of the code, or the
 * payment page's code read off a shared screen or tab. A code read from an image lands in the text field, so the
 * payer sees what was read; a code that cannot be paid is refused here with its reason.
 */
export function QrisReader({ onRead }: { onRead: (qris: PayableQris) => void }) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [readProblem, setReadProblem] = useState<string>();
  const [isReading, setIsReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const screenProblem = screenScanProblem();
  const screenProblemId = useId();

  const check = (payload: string) => {
    setText(payload);
    setReadProblem(undefined);
    if (!payload.trim()) return setFieldError('Kode QRIS tidak boleh kosong');
    try {
      onRead(payableQris(payload));
      setFieldError(undefined);
    } catch (error) {
      setFieldError(error instanceof UnpayableQrisError ? error.message : CLIENT_READ_FAILED);
    }
  };

  const readFrom = async (read: () => Promise<string>) => {
    setIsReading(true);
    setReadProblem(undefined);
    try {
      check(await read());
    } catch (error) {
      setReadProblem(error instanceof QrReadError ? error.message : CLIENT_READ_FAILED);
    } finally {
      setIsReading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(text);
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate spacing={1.5} onSubmit={submit} aria-label="Tempel kode QRIS">
        <TextField
          label="Kode QRIS"
          name="qris"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          error={Boolean(fieldError)}
          helperText={fieldError ?? 'Salin teks QRIS dari halaman pembayaran, lalu tempel di sini.'}
          slotProps={{
            htmlInput: { spellCheck: false, autoComplete: 'off', style: { wordBreak: 'break-all' } },
            formHelperText: { 'aria-live': 'polite' },
          }}
        />
        <Button type="submit" variant="contained" size="large">
          Baca kode QRIS
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
        atau
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" fullWidth disabled={isReading} onClick={() => fileInput.current?.click()}>
          Unggah gambar QR
        </Button>
        <Button
          variant="outlined"
          fullWidth
          disabled={isReading || Boolean(screenProblem)}
          aria-describedby={screenProblem ? screenProblemId : undefined}
          onClick={() => void readFrom(readQrFromScreen)}
        >
          Pindai dari layar
        </Button>
      </Stack>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label="Gambar kode QR"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same file again reads it again.
          event.target.value = '';
          if (file) void readFrom(() => readQrFromImage(file));
        }}
      />
      {screenProblem && (
        <Typography id={screenProblemId} variant="body2" color="textSecondary">
          {screenProblem}
        </Typography>
      )}
      {isReading && (
        <Typography role="status" variant="body2">
          Membaca kode QR…
        </Typography>
      )}
      {readProblem && <Alert severity="warning">{readProblem}</Alert>}
    </Stack>
  );
}
