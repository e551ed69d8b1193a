/**
 * A camera's JPEG as far as the album reads it: the start, EXIF with an orientation, and the frame header that
 * gives its size in pixels. No picture data follows: the backend reads the size, never decodes the picture.
 */
const EXIF_ORIENTATION_TAG = 0x0112;

function exifSegment(orientation: number): number[] {
  // 'Exif\0\0', a big-endian TIFF header, one IFD with the orientation entry and no next IFD.
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1];
  const entry = [EXIF_ORIENTATION_TAG >> 8, EXIF_ORIENTATION_TAG & 0xff, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff, ...entry, 0, 0, 0, 0];
  const length = body.length + 2;
  return [0xff, 0xe1, length >> 8, length & 0xff, ...body];
}

function frameHeader(width: number, height: number): number[] {
  return [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
}

/** The bytes of a `width` × `height` camera JPEG as stored, turned by its EXIF `orientation` (1: as stored). */
export function cameraJpegBytes(width = 6000, height = 4000, orientation = 1): Uint8Array<ArrayBuffer> {
  return new Uint8Array([0xff, 0xd8, ...exifSegment(orientation), ...frameHeader(width, height), 0xff, 0xd9]);
}

export function cameraJpeg(name = 'DSC_0001.jpg', width?: number, height?: number, orientation?: number): File {
  return new File([cameraJpegBytes(width, height, orientation)], name, { type: 'image/jpeg' });
}
