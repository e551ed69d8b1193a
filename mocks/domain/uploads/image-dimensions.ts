/**
 * The size in pixels of an uploaded image, read from its bytes as its format writes it: PNG's header, GIF's
 * screen, WebP's frame (lossy, lossless or extended) and JPEG's frame header, with the EXIF orientation that
 * turns a portrait. Only the formats uploads take; a general reader (image-size) would add 4.6 KB to the service
 * worker the first visit waits for.
 */

export interface ImageDimensions {
  width: number;
  height: number;
  /** EXIF orientation, 1 to 8 (1: as stored); only JPEG carries one here. */
  orientation: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function png(view: DataView): ImageDimensions {
  return { width: view.getUint32(16), height: view.getUint32(20), orientation: 1 };
}

function gif(view: DataView): ImageDimensions {
  return { width: view.getUint16(6, true), height: view.getUint16(8, true), orientation: 1 };
}

const uint24 = (view: DataView, at: number) =>
  view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);

function webp(bytes: Uint8Array, view: DataView): ImageDimensions {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff, orientation: 1 };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === 'VP8X') return { width: uint24(view, 24) + 1, height: uint24(view, 27) + 1, orientation: 1 };
  throw new Error('Not a WebP image');
}

/** The orientation an APP1 EXIF segment at `start` (its 'Exif' word) holds, or 1. */
function exifOrientation(view: DataView, start: number, end: number): number {
  const tiff = start + 6;
  const little = view.getUint16(tiff) === 0x4949;
  const entries = tiff + view.getUint32(tiff + 4, little);
  const count = view.getUint16(entries, little);
  for (let index = 0; index < count; index += 1) {
    const entry = entries + 2 + index * 12;
    if (entry + 12 > end) break;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return 1;
}

/** A JPEG's start-of-frame markers (baseline, progressive, lossless…), not its tables (C4, C8, CC). */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(bytes: Uint8Array, view: DataView): ImageDimensions {
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (view.getUint8(at) !== 0xff) throw new Error('Not a JPEG marker');
    const marker = view.getUint8(at + 1);
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && ascii(bytes, at + 4, 4) === 'Exif')
      orientation = exifOrientation(view, at + 4, at + 2 + length);
    if (isFrameHeader(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), orientation };
    at += 2 + length;
  }
  throw new Error('No JPEG frame header');
}

/** The image's size as stored and its orientation; throws when the bytes are not a whole enough image. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (() => {
    if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return png(view);
    if (ascii(bytes, 0, 3) === 'GIF') return gif(view);
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes, view);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes, view);
    throw new Error('Not an image');
  })();
  if (!(size.width > 0 && size.height > 0)) throw new Error('An image without pixels');
  return size;
}
