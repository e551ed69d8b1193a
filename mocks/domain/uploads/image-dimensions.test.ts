import { describe, expect, it } from 'vitest';
import { cameraJpegBytes } from '@mocks/test-kit/camera-photo';
import { pngBytes } from '@mocks/test-kit/png';
import { imageDimensions } from './image-dimensions';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const le16 = (value: number) => [value & 0xff, value >> 8];
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];

describe('imageDimensions', () => {
  it('reads a PNG’s and a GIF’s size from their headers', () => {
    expect(imageDimensions(pngBytes())).toEqual({ width: 1, height: 1, orientation: 1 });
    expect(imageDimensions(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({
      width: 640,
      height: 480,
      orientation: 1,
    });
  });

  it('reads a JPEG’s frame header past its EXIF, with the orientation that turns it', () => {
    expect(imageDimensions(cameraJpegBytes(6000, 4000))).toEqual({ width: 6000, height: 4000, orientation: 1 });
    expect(imageDimensions(cameraJpegBytes(6000, 4000, 6))).toEqual({ width: 6000, height: 4000, orientation: 6 });
  });

  it('reads an EXIF written little-endian, as phones write it', () => {
    const tiff = [0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0];
    const exif = bytes('Exif', [0, 0], tiff);
    const segment = [0xff, 0xe1, 0, exif.length + 2, ...exif];
    const frame = [0xff, 0xc2, 0, 11, 8, 0x0b, 0xb8, 0x0f, 0xa0, 1, 1, 0x11, 0];
    expect(imageDimensions(bytes([0xff, 0xd8], segment, frame))).toEqual({
      width: 4000,
      height: 3000,
      orientation: 8,
    });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1600), ...le16(1200)]);
    expect(imageDimensions(lossy)).toMatchObject({ width: 1600, height: 1200 });
    const bits = (1600 - 1) | ((1200 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
    expect(imageDimensions(lossless)).toMatchObject({ width: 1600, height: 1200 });
    const extended = riff('VP8X', [0, 0, 0, 0, ...le24(1600 - 1), ...le24(1200 - 1)]);
    expect(imageDimensions(extended)).toMatchObject({ width: 1600, height: 1200 });
  });

  it('refuses bytes that only start like an image', () => {
    expect(() => imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toThrow();
    expect(() => imageDimensions(bytes('bukan gambar'))).toThrow();
    expect(() => imageDimensions(bytes('GIF89a', [0, 0, 0, 0]))).toThrow();
  });
});
