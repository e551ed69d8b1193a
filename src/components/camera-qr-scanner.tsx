import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { qrDetector } from '@/lib/qr-reading/qr-detector';

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone's CPU alone. */
const SCAN_INTERVAL_MS = 200;
/** How long the same code is ignored after it was read, so one code held up is handled once. */
const SAME_CODE_PAUSE_MS = 3000;

export const CAMERA_DENIED_MESSAGE = 'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan browser.';
export const CAMERA_BUSY_MESSAGE = 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.';
export const CAMERA_UNAVAILABLE_MESSAGE = 'Kamera tidak dapat dipakai di perangkat atau browser ini.';
export const SCANNER_FAILED_MESSAGE = 'Pemindai QR gagal dimuat. Periksa koneksi lalu coba lagi.';

type ScannerState = { name: 'starting' } | { name: 'scanning' } | { name: 'failed'; message: string };

/** What went wrong, in words for the person holding the device. */
function problemOf(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_DENIED_MESSAGE;
  if (name === 'NotReadableError' || name === 'AbortError') return CAMERA_BUSY_MESSAGE;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_UNAVAILABLE_MESSAGE;
  return SCANNER_FAILED_MESSAGE;
}

const turnOff = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/** The back camera where there is one; any camera otherwise. */
async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('Tidak ada kamera', 'NotFoundError');
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

/**
 * The device's camera, reading QR codes as they come into view: each new code goes to `onRead` (the same code
 * again only after a pause). The camera turns off when this unmounts, even if it opened after that, and when
 * the reader fails to load. Asks for permission when it mounts, so mount it only when the person asked to scan;
 * a refusal or a missing camera is said in words, and the screen around it should keep another way (typing the
 * code).
 */
export function CameraQrScanner({
  label,
  hint,
  onRead,
}: {
  label: string;
  hint: string;
  onRead: (text: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef(onRead);
  const [state, setState] = useState<ScannerState>({ name: 'starting' });

  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRead = { text: '', at: 0 };

    const scan = async (video: HTMLVideoElement, read: (source: HTMLVideoElement) => Promise<string | undefined>) => {
      if (isStopped) return;
      const text = video.readyState >= video.HAVE_CURRENT_DATA ? await read(video).catch(() => undefined) : undefined;
      if (isStopped) return;
      const now = Date.now();
      if (text && (text !== lastRead.text || now - lastRead.at > SAME_CODE_PAUSE_MS)) {
        lastRead = { text, at: now };
        onReadRef.current(text);
      }
      timer = setTimeout(() => void scan(video, read), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      try {
        // The reader (up to a megabyte of WebAssembly) loads once the camera is allowed, never for nothing.
        stream = await openCamera();
        // Closed while the browser asked: the cleanup below found no camera yet, so it is turned off here.
        if (isStopped) return turnOff(stream);
        const detector = await qrDetector();
        const video = videoRef.current;
        if (isStopped || !video) return;
        video.srcObject = stream;
        await video.play();
        setState({ name: 'scanning' });
        void scan(video, (source) => detector.read(source));
      } catch (error) {
        // A camera that opened before the reader failed to load is not left on behind the message.
        if (stream) turnOff(stream);
        if (!isStopped) setState({ name: 'failed', message: problemOf(error) });
      }
    };

    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      if (stream) turnOff(stream);
    };
  }, []);

  if (state.name === 'failed') return <Alert severity="warning">{state.message}</Alert>;
  return (
    <Box role="group" aria-label={label} sx={{ position: 'relative', aspectRatio: '4 / 3', width: '100%' }}>
      {state.name === 'starting' && (
        <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: '100%' }} aria-hidden />
      )}
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-hidden
        sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
      <Typography
        variant="body2"
        role="status"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: 1,
          textAlign: 'center',
          color: 'common.white',
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          borderBottomLeftRadius: 4,
          borderBottomRightRadius: 4,
        }}
      >
        {state.name === 'starting' ? 'Menyalakan kamera…' : hint}
      </Typography>
    </Box>
  );
}
