import type { UploadEntity } from '@/lib/api/api-types';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { requireAdmin, requireCustomer, signedIn, type Caller } from '../accounts/access';
import { badRequest, DomainError } from '../errors';
import { created, type Outcome } from '../outcome';
import { refuseOverUploadQuota } from './upload-quota';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 3;

export interface IncomingFile {
  mimeType: string;
  size: number;
  /** The file's first bytes, enough to recognise its format. */
  head: Uint8Array;
}

const signatures: { mimeType: string; extension: string; matches: (head: Uint8Array) => boolean }[] = [
  {
    mimeType: 'image/jpeg',
    extension: 'jpg',
    matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    mimeType: 'image/png',
    extension: 'png',
    matches: (head) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte),
  },
  {
    mimeType: 'image/gif',
    extension: 'gif',
    matches: (head) => ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a',
  },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    matches: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP',
  },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.slice(start, end));
}

/** The type of a stored image, by the extension its key was given (`recogniseImage`); undefined for any other. */
export function imageTypeOfExtension(extension: string): string | undefined {
  return signatures.find((signature) => signature.extension === extension)?.mimeType;
}

/** Types that say only "some bytes": a client that sends no specific type (many tools and apps do). */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The format of an image file, judged by its bytes, which must match the declared type when it names one; a
 * file declared as no type in particular is judged by its bytes alone. Anything else is refused.
 */
export function recogniseImage(file: IncomingFile): { mimeType: string; extension: string } {
  if (file.size > MAX_UPLOAD_BYTES) throw new DomainError(413, 'Ukuran gambar maksimal 5 MB');
  const declared = file.mimeType.toLowerCase();
  const format = UNSPECIFIC_TYPES.has(declared)
    ? signatures.find((signature) => signature.matches(file.head))
    : signatures.find((signature) => signature.mimeType === declared);
  if (!format || !format.matches(file.head))
    throw new DomainError(415, 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)');
  return { mimeType: format.mimeType, extension: format.extension };
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
 * Checks an upload before anything is stored: category images are the admin's, payment proofs the
 * customer's; every file must be a real image of at most 5 MB; a customer's unsent proofs stay within
 * their quota.
 */
export function planUpload(db: Db, caller: Caller, entityInput: unknown, files: IncomingFile[]): UploadPlan {
  signedIn(db, caller);
  const entity = parseEntity(entityInput);
  const uploader = entity === 'category' ? requireAdmin(db, caller) : requireCustomer(db, caller);
  if (files.length === 0) throw badRequest('Gambar tidak boleh kosong');
  if (files.length > MAX_FILES_PER_UPLOAD) throw badRequest('Total gambar tidak boleh lebih dari 3');
  const stamp = caller.now.getTime().toString(36);
  const planned = files.map((file, index) => {
    const { mimeType, extension } = recogniseImage(file);
    return { key: `${entity}-${stamp}-${index}-${crypto.randomUUID()}.${extension}`, mimeType, size: file.size };
  });
  refuseOverUploadQuota(
    db,
    uploader.id,
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
