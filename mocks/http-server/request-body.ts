import type { IncomingMessage } from 'node:http';
import { MAX_PHOTO_BYTES, MAX_PREVIEW_BYTES, MAX_THUMBNAIL_BYTES } from '@/lib/rules/albums';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '../domain/uploads/uploads';

const MEGABYTE = 1024 * 1024;

/** A JSON body is a form's few fields: 1 MB is far more than any of them. */
export const JSON_BODY_LIMIT = MEGABYTE;

/** An upload carries up to three images of 5 MB each, with room for the form's own parts. */
export const MULTIPART_BODY_LIMIT = MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + MEGABYTE;

/** An album's file: a photo of up to 25 MB with its two copies, and the form's own parts. */
export const ALBUM_FILE_BODY_LIMIT = MAX_PHOTO_BYTES + MAX_THUMBNAIL_BYTES + MAX_PREVIEW_BYTES + MEGABYTE;

const ALBUM_FILE_PATH = /\/album\/[^/]+\/(photos|photo\/[^/]+\/edited)(\?|$)/;

/** A client that goes on sending this many times the limit is cut off rather than read to the end. */
const DRAIN_FACTOR = 4;

export function bodyLimitFor(request: IncomingMessage): number {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return JSON_BODY_LIMIT;
  return ALBUM_FILE_PATH.test(request.url ?? '') ? ALBUM_FILE_BODY_LIMIT : MULTIPART_BODY_LIMIT;
}

export type ReadBody = { status: 'read'; bytes: Uint8Array<ArrayBuffer> } | { status: 'too-large' };

/**
 * Reads a request's body up to a limit. One over it is still read to its end (and thrown away), so the client
 * finishes sending and then reads the refusal, unless it goes on far past the limit: then it is cut off.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const declared = Number(request.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (received > limit * DRAIN_FACTOR) request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(tooLarge ? { status: 'too-large' } : { status: 'read', bytes: new Uint8Array(Buffer.concat(chunks)) }),
    );
    request.on('error', reject);
    request.on('close', () => {
      if (!request.complete) reject(new Error('The client closed the connection before sending the whole body.'));
    });
  });
}
