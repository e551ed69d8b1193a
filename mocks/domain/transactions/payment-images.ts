import type { Db } from '@mocks/db/schema';
import { badRequest } from '../errors';

/**
 * A payment's image as a request names it: this person's own `entity=transaction` upload (a customer's proof, an
 * admin's receipt of a payment or of a refund) that no proof and no refund has used yet; anything else is refused
 * (400).
 */
export function requireUnusedPaymentImage(db: Db, image: unknown, uploaderId: number): string {
  if (
    typeof image !== 'string' ||
    !db.uploads.some(
      (upload) => upload.url === image && upload.entity === 'transaction' && upload.uploadedBy === uploaderId,
    ) ||
    db.transactionDetails.some((proof) => proof.image === image) ||
    db.refunds.some((refund) => refund.image === image)
  )
    throw badRequest('Gambar tidak valid');
  return image;
}
