/// <reference lib="webworker" />
/**
 * Makes an original's two small copies off the page's main thread: the grid's (480 px on its longest side) and
 * the lightbox's (1,600 px), WebP where the browser writes it, JPEG otherwise. A photo is decoded once, turned as
 * its EXIF says.
 */
import { PREVIEW_EDGE, THUMBNAIL_EDGE } from '@/lib/rules/albums';

export interface CopiesRequest {
  id: number;
  file: Blob;
}

export type CopiesAnswer = { id: number; thumbnail: Blob; preview: Blob } | { id: number; failed: true };

async function scaled(bitmap: ImageBitmap, edge: number): Promise<Blob> {
  const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const webp = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
  return webp.type === 'image/webp' ? webp : canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

self.onmessage = async ({ data: { id, file } }: MessageEvent<CopiesRequest>) => {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const [thumbnail, preview] = [await scaled(bitmap, THUMBNAIL_EDGE), await scaled(bitmap, PREVIEW_EDGE)];
    bitmap.close();
    self.postMessage({ id, thumbnail, preview } satisfies CopiesAnswer);
  } catch {
    self.postMessage({ id, failed: true } satisfies CopiesAnswer);
  }
};
