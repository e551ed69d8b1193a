/** A real 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** That PNG as a file for `setInputFiles`, under a name. */
export function pngUpload(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') };
}

/** The file a customer sends as a payment proof. */
export const proofImage = pngUpload('bukti-transfer.png');
