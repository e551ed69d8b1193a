import type { CopiesAnswer, CopiesRequest } from './photo-copies.worker';

export interface PhotoCopies {
  thumbnail?: Blob;
  preview?: Blob;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (copies: PhotoCopies) => void>();

function copier(): Worker | undefined {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./photo-copies.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<CopiesAnswer>) => {
      const settle = waiting.get(data.id);
      waiting.delete(data.id);
      settle?.('failed' in data ? {} : { thumbnail: data.thumbnail, preview: data.preview });
    };
  }
  return worker;
}

/**
 * The grid's and the lightbox's copies of an original, made once in a worker as it goes in. A browser that
 * cannot make them (no OffscreenCanvas, a format it cannot decode) gets none: the backend then serves the
 * original in their place.
 */
export function makeCopies(file: File): Promise<PhotoCopies> {
  const target = copier();
  if (!target) return Promise.resolve({});
  nextId += 1;
  const id = nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, file } satisfies CopiesRequest);
  });
}
