import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { pickedImageRefusal } from '@/lib/forms/picked-image';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@/lib/rules/albums';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueuedUpload {
  key: number;
  name: string;
  state: UploadState;
  /** Why it failed, in the words the person reads. */
  reason?: string;
}

/** How many files go up at once: enough to keep the line busy, few enough to keep the page responsive. */
const AT_ONCE = 2;

/** Why a file cannot go in before it is sent: the backend's own rules, checked by the file's first bytes. */
async function refusalOf(file: File): Promise<string | undefined> {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return pickedImageRefusal(file);
}

/**
 * Files going up one request each, two at a time, each with its own state; a file refused (before sending, or by
 * the server) says why, and the others still go in. `onSettled` runs once the batch is through.
 */
export function useUploadQueue(onSettled: () => void) {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const lastKey = useRef(0);

  const update = (key: number, change: Partial<QueuedUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  /** Sends `files` with `send`; files already refused (`refused`, with their reason) are listed as failed. */
  async function enqueue(
    files: File[],
    send: (file: File) => Promise<unknown>,
    refused: { file: File; reason: string }[] = [],
  ): Promise<void> {
    const batch = files.map((file) => ({ file, key: (lastKey.current += 1) }));
    const refusedRows = refused.map(({ file, reason }) => ({
      key: (lastKey.current += 1),
      name: file.name,
      state: 'failed' as const,
      reason,
    }));
    setUploads((current) => [
      ...current.filter((upload) => upload.state !== 'done'),
      ...refusedRows,
      ...batch.map(({ file, key }) => ({ key, name: file.name, state: 'waiting' as const })),
    ]);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const { file, key } = batch[next]!;
        next += 1;
        const refusal = await refusalOf(file);
        if (refusal) {
          update(key, { state: 'failed', reason: refusal });
          continue;
        }
        update(key, { state: 'uploading' });
        try {
          await send(file);
          update(key, { state: 'done' });
        } catch (failure) {
          update(key, { state: 'failed', reason: errorMessage(failure) });
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    onSettled();
  }

  const settled = uploads.filter((upload) => upload.state === 'done' || upload.state === 'failed').length;
  return {
    uploads,
    enqueue,
    isBusy: uploads.some((upload) => upload.state === 'waiting' || upload.state === 'uploading'),
    progress: uploads.length === 0 ? 0 : (settled / uploads.length) * 100,
    clear: () => setUploads((current) => current.filter((upload) => upload.state !== 'done')),
  };
}
