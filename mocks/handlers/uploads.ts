import { HttpResponse } from 'msw';
import { IMAGE_SIGNATURE_BYTES } from '@/lib/rules/uploads';
import type { Backend } from '../backend';
import { notFound } from '../domain/errors';
import { sweepAbandonedUploads } from '../domain/uploads/upload-cleanup';
import { planUpload, recordUpload, type IncomingFile } from '../domain/uploads/uploads';
import { route, type ContractHttp } from './http';
import { transactWithFiles } from './upload-files';

/**
 * How long a file may be kept by caches: a category's picture, public and never changed under its key, for a
 * year anywhere; an album's photo, for a year by its viewer's browser only; a payment proof, by none.
 */
function cachingOf(key: string): string {
  if (key.startsWith('category-')) return 'public, max-age=31536000, immutable';
  // An album's photos are many and large: the viewer's own browser keeps them, as their keys never change.
  if (key.startsWith('album-')) return 'private, max-age=31536000, immutable';
  return 'no-store';
}

/** What the upload rules judge of a file: its declared type, its size and its first bytes. */
export async function incomingFileOf(file: File): Promise<IncomingFile> {
  return {
    mimeType: file.type,
    size: file.size,
    head: new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()),
  };
}

async function readFiles(form: FormData): Promise<{ file: File; incoming: IncomingFile }[]> {
  const files = form.getAll('images').filter((entry): entry is File => typeof entry !== 'string');
  return Promise.all(files.map(async (file) => ({ file, incoming: await incomingFileOf(file) })));
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * Uploads are stored beside the database and served back from `files/<key>` under the API. Each upload
 * first sweeps the uploads abandoned for longer than the grace period, files and all.
 */
export function uploadHandlers(backend: Backend, api: ContractHttp) {
  const { files, clock } = backend;
  return [
    api.post(
      '/upload',
      route(async ({ request, token }) => {
        const form = await readForm(request);
        const received = await readFiles(form);
        const filesUrl = new URL('files/', request.url.replace(/upload$/, ''));
        return transactWithFiles(backend, async (db, { put }) => {
          const caller = { token, now: clock.now() };
          const plan = planUpload(
            db,
            caller,
            form.get('entity'),
            received.map(({ incoming }) => incoming),
          );
          sweepAbandonedUploads(db, caller.now);
          await Promise.all(plan.files.map((planned, index) => put(planned.key, received[index]!.file)));
          return recordUpload(db, caller, plan, (key) => new URL(key, filesUrl).pathname);
        });
      }, 'multipart'),
    ),
    api.get('/files/{key}', (info) =>
      route(async ({ params }) => {
        const file = await files.get(String(params.key));
        if (!file) throw notFound();
        // nosniff: a browser takes the stored type as given and never guesses a script out of an image's bytes.
        const headers = {
          'Content-Type': file.type || 'application/octet-stream',
          'Cache-Control': cachingOf(String(params.key)),
          'X-Content-Type-Options': 'nosniff',
        };
        // The document's image bodies are binary, which its generated types can only call a string.
        return info.response.untyped(new HttpResponse(file, { headers }));
      })(info),
    ),
  ];
}
