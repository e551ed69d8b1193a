/**
 * Reading QR codes from a camera's frames or an image. The platform's `BarcodeDetector` where it reads QR codes
 * (Chrome on Android and macOS), otherwise the same API from the `barcode-detector` ponyfill (ZXing compiled to
 * WebAssembly), whose `.wasm` file ships with the site instead of coming from a CDN, so scanning works offline
 * and under any base path. Import this module lazily: only a screen that scans should load it.
 */
import type { BarcodeDetector } from 'barcode-detector/ponyfill';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What a screen may hand to the detector: a playing `<video>`, a canvas, an image or its bitmap. */
export type QrSource = Parameters<BarcodeDetector['detect']>[0];

export interface QrDetector {
  /** The text of the first QR code `source` shows, or undefined when it shows none. */
  read(source: QrSource): Promise<string | undefined>;
}

type DetectorClass = typeof BarcodeDetector;

/** The browser's own detector, when it has one that reads QR codes. */
async function platformDetector(): Promise<BarcodeDetector | undefined> {
  const Platform = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Platform) return undefined;
  const formats: readonly string[] = await Platform.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Platform({ formats: ['qr_code'] }) : undefined;
}

async function ponyfillDetector(): Promise<BarcodeDetector> {
  const ponyfill = await import('barcode-detector/ponyfill');
  ponyfill.prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
    },
  });
  return new ponyfill.BarcodeDetector({ formats: ['qr_code'] });
}

let detector: Promise<QrDetector> | undefined;

/** The page's one QR detector, made on first use; made again on the next use if making it failed. */
export function qrDetector(): Promise<QrDetector> {
  detector ??= (async () => {
    const barcodes = (await platformDetector()) ?? (await ponyfillDetector());
    return {
      read: async (source: QrSource) => (await barcodes.detect(source)).find((found) => found.rawValue)?.rawValue,
    };
  })().catch((error: unknown) => {
    detector = undefined;
    throw error;
  });
  return detector;
}
