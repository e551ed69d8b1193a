/**
 * Reading a QR code from what a payer can show the simulator: an image file, or one frame of a shared screen. The
 * detector (up to a megabyte of WebAssembly where the browser has no reader of its own) loads on the first read.
 */

export const NO_QR_MESSAGE = 'Tidak ada kode QR yang terbaca. Pastikan kodenya terlihat utuh lalu coba lagi.';
export const READER_FAILED_MESSAGE = 'Pembaca QR gagal dimuat. Periksa koneksi lalu coba lagi.';
export const SCREEN_REFUSED_MESSAGE = 'Berbagi layar dibatalkan atau tidak diizinkan.';

/** Whether this browser can share a screen with a page at all (no phone browser can). */
export function canCaptureScreen(): boolean {
  return typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** Whether a QR reader can run here: the browser's own, or the WebAssembly one. */
export function canReadQr(): boolean {
  return 'BarcodeDetector' in globalThis || typeof WebAssembly === 'object';
}

/** A read that found no code or could not run, said in words for the payer. */
export class QrReadError extends Error {}

async function readWithDetector(source: HTMLCanvasElement | ImageBitmap): Promise<string> {
  let text: string | undefined;
  try {
    const { qrDetector } = await import('@/lib/qr-reading/qr-detector');
    text = await (await qrDetector()).read(source);
  } catch {
    throw new QrReadError(READER_FAILED_MESSAGE);
  }
  if (!text) throw new QrReadError(NO_QR_MESSAGE);
  return text;
}

/** The text of the QR code an uploaded image shows. */
export async function readQrFromImage(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new QrReadError(NO_QR_MESSAGE);
  }
  try {
    return await readWithDetector(bitmap);
  } finally {
    bitmap.close();
  }
}

/** One frame of a stream, drawn on a canvas once the video has one to show. */
async function frameOf(stream: MediaStream): Promise<HTMLCanvasElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  video.srcObject = null;
  return canvas;
}

/**
 * The text of the QR code on a screen, window or tab the payer shares: the browser asks which, one frame is taken,
 * and the sharing stops at once, so nothing keeps recording.
 */
export async function readQrFromScreen(): Promise<string> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  } catch {
    throw new QrReadError(SCREEN_REFUSED_MESSAGE);
  }
  let frame: HTMLCanvasElement;
  try {
    frame = await frameOf(stream);
  } catch {
    throw new QrReadError(NO_QR_MESSAGE);
  } finally {
    stream.getTracks().forEach((track) => track.stop());
  }
  return readWithDetector(frame);
}
