import type { UploadEntity } from '@/lib/api/api-types';
import type { Db, UserRow } from '@mocks/db/schema';
import { conflict } from '../errors';
import { pastGracePeriod } from './upload-cleanup';

/**
 * What a customer may hold of payment proofs not sent yet (uploaded, not used by a proof): a normal payment
 * sends its upload at once, so this only stops a stream of uploads nobody sends. Such uploads are removed
 * after the grace period, which frees the quota again. Proofs sent are never counted: the payment rules
 * bound them. Admins upload category images and counter receipts as the studio's staff and have no quota.
 */
export const PROOF_UPLOAD_QUOTA = { files: 10, bytes: 20 * 1024 * 1024 } as const;

export const UPLOAD_QUOTA_MESSAGE =
  'Batas unggahan tercapai: paling banyak 10 bukti pembayaran (total 20 MB) yang belum dikirim dalam 24 jam. Coba lagi nanti.';

/**
 * Refuses (409) a customer's proof upload that would take their unsent proofs over the quota, before anything is
 * stored. An admin's uploads (category images, counter receipts) are never held to it.
 */
export function refuseOverUploadQuota(
  db: Db,
  uploader: UserRow,
  entity: UploadEntity,
  sizes: readonly number[],
  now: Date,
): void {
  if (entity !== 'transaction' || uploader.role !== 'user') return;
  const sent = new Set(db.transactionDetails.map((proof) => proof.image));
  const unsent = db.uploads.filter(
    (upload) =>
      upload.entity === 'transaction' &&
      upload.uploadedBy === uploader.id &&
      !sent.has(upload.url) &&
      !pastGracePeriod(upload, now),
  );
  const files = unsent.length + sizes.length;
  const bytes = [...unsent.map((upload) => upload.size), ...sizes].reduce((total, size) => total + size, 0);
  if (files > PROOF_UPLOAD_QUOTA.files || bytes > PROOF_UPLOAD_QUOTA.bytes) throw conflict(UPLOAD_QUOTA_MESSAGE);
}
