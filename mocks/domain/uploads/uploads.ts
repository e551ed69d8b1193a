import type { UploadEntity } from '@/lib/api/api-types';
import { imageFormatOf, NOT_AN_IMAGE, type ImageFormat } from '@/lib/rules/uploads';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { requireAdmin, signedIn, type Caller } from '../accounts/access';
import { badRequest, DomainError } from '../errors';
import { created, type Outcome } from '../outcome';
import { refuseOverUploadQuota } from './upload-quota';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 3;

export interface IncomingFile {
  mimeType: string;
  size: number;
  /** The file's first bytes (`IMAGE_SIGNATURE_BYTES`), enough to recognise its format. */
  head: Uint8Array;
}

/**
 * The format of an uploaded file: at most 5 MB, and an image by its bytes (`imageFormatOf`, the rule the forms
 * apply as a file is picked). Anything else is refused.
 */
export function recogniseImage(file: IncomingFile): ImageFormat {
  if (file.size > MAX_UPLOAD_BYTES) throw new DomainError(413, 'Ukuran gambar maksimal 5 MB');
  const format = imageFormatOf(file.mimeType, file.head);
  if (!format) throw new DomainError(415, NOT_AN_IMAGE);
  return format;
}

function parseEntity(entity: unknown): UploadEntity {
  if (entity === 'category' || entity === 'transaction') return entity;
  throw badRequest('Jenis unggahan harus category atau transaction');
}

export interface UploadPlan {
  entity: UploadEntity;
  uploaderId: number;
  files: { key: string; mimeType: string; size: number }[];
}

/**
 * Checks an upload before anything is stored: category images are the admin's, payment images the
 * customer's proofs or the admin's counter receipts; every file must be a real image of at most 5 MB; a
 * customer's unsent proofs stay within their quota.
 */
export function planUpload(db: Db, caller: Caller, entityInput: unknown, files: IncomingFile[]): UploadPlan {
  const user = signedIn(db, caller);
  const entity = parseEntity(entityInput);
  const uploader = entity === 'category' ? requireAdmin(db, caller) : user;
  if (files.length === 0) throw badRequest('Gambar tidak boleh kosong');
  if (files.length > MAX_FILES_PER_UPLOAD) throw badRequest('Total gambar tidak boleh lebih dari 3');
  const stamp = caller.now.getTime().toString(36);
  const planned = files.map((file, index) => {
    const { mimeType, extension } = recogniseImage(file);
    return { key: `${entity}-${stamp}-${index}-${crypto.randomUUID()}.${extension}`, mimeType, size: file.size };
  });
  refuseOverUploadQuota(
    db,
    uploader,
    entity,
    planned.map((file) => file.size),
    caller.now,
  );
  return { entity, uploaderId: uploader.id, files: planned };
}

/** Records stored files and answers the URLs they are served from. */
export function recordUpload(
  db: Draft,
  caller: Caller,
  plan: UploadPlan,
  urlOf: (key: string) => string,
): Outcome<string[]> {
  const urls = plan.files.map((file) => {
    const url = urlOf(file.key);
    insertRow(db, 'uploads', {
      id: nextId(db, 'uploads'),
      url,
      entity: plan.entity,
      mimeType: file.mimeType,
      size: file.size,
      uploadedBy: plan.uploaderId,
      createdAt: caller.now.toISOString(),
    });
    return url;
  });
  return created(urls, 'Gambar berhasil diunggah');
}
