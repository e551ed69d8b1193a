import { PHOTO_MISSING_MESSAGE } from '@/lib/rules/albums';
import type { Backend } from '../backend';
import {
  planAlbumPhoto,
  planEditedPhoto,
  recordAlbumPhoto,
  recordEditedPhoto,
  type IncomingPhoto,
} from '../domain/albums/album-files';
import { badRequest } from '../domain/errors';
import { route, type ContractHttp } from './http';
import { transactWithFiles } from './upload-files';
import { incomingFileOf, readForm } from './uploads';

function fileOf(form: FormData, name: string): File | undefined {
  const entry = form.get(name);
  return typeof entry === 'string' || entry === null ? undefined : entry;
}

async function photoOf(file: File): Promise<IncomingPhoto> {
  return { name: file.name, mimeType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The form's `photo` part: every upload of an album has one. */
function requiredPhoto(form: FormData): File {
  const photo = fileOf(form, 'photo');
  if (!photo) throw badRequest(PHOTO_MISSING_MESSAGE);
  return photo;
}

/** Where the files are served: `…/api/v1/files/<key>`, from the request's own API base. */
function fileUrls(request: Request): (key: string) => string {
  const filesUrl = new URL('files/', request.url.replace(/album\/.*$/, ''));
  return (key) => new URL(key, filesUrl).pathname;
}

/**
 * The album's files, one per request: an original with its copies, or the edit of a chosen photo. Stored beside
 * the database and served from `files/<key>` as every upload is.
 */
export function albumFileHandlers(backend: Backend, api: ContractHttp) {
  const { clock } = backend;
  return [
    api.post(
      '/album/{reservationId}/photos',
      route(async ({ request, params, token }) => {
        const form = await readForm(request);
        const original = requiredPhoto(form);
        const thumbnail = fileOf(form, 'thumbnail');
        const preview = fileOf(form, 'preview');
        const incoming = await photoOf(original);
        const copies = {
          thumbnail: thumbnail && (await incomingFileOf(thumbnail)),
          preview: preview && (await incomingFileOf(preview)),
        };
        return transactWithFiles(backend, async (db, { put }) => {
          const caller = { token, now: clock.now() };
          const plan = planAlbumPhoto(db, caller, params.reservationId, incoming, copies);
          await put(plan.original.key, new Blob([incoming.bytes], { type: plan.original.format.mimeType }));
          if (plan.thumbnail && thumbnail) await put(plan.thumbnail.key, thumbnail);
          if (plan.preview && preview) await put(plan.preview.key, preview);
          return recordAlbumPhoto(db, caller, plan, fileUrls(request));
        });
      }, 'multipart'),
    ),
    api.post(
      '/album/{reservationId}/photo/{photoId}/edited',
      route(async ({ request, params, token }) => {
        const form = await readForm(request);
        const incoming = await photoOf(requiredPhoto(form));
        return transactWithFiles(backend, async (db, { put, release }) => {
          const caller = { token, now: clock.now() };
          const plan = planEditedPhoto(db, caller, params.reservationId, params.photoId, incoming);
          await put(plan.file.key, new Blob([incoming.bytes], { type: plan.file.format.mimeType }));
          const { outcome, replacedUrl } = recordEditedPhoto(db, caller, plan, fileUrls(request));
          if (replacedUrl) release(replacedUrl);
          return outcome;
        });
      }, 'multipart'),
    ),
  ];
}
