/** One data object of an EMVCo QR payload: a two-digit tag and its value (lengths count characters). */
export interface TlvField {
  tag: string;
  value: string;
}

/** Why a payload could not be read; `message` is shown to the person configuring the studio's QRIS. */
export class QrisFormatError extends Error {
  override name = 'QrisFormatError';
}

const MAX_VALUE_LENGTH = 99;

/**
 * Reads a payload of tag (2 digits), length (2 digits) and value, one after another. The length counts
 * characters (code points), so a value in another alphabet (the language template, tag 64) reads right.
 */
export function parseTlv(payload: string): TlvField[] {
  const characters = Array.from(payload);
  const fields: TlvField[] = [];
  let at = 0;
  while (at < characters.length) {
    const header = characters.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(header))
      throw new QrisFormatError(`Data QRIS rusak pada posisi ${at}: tag dan panjang harus berupa angka.`);
    const tag = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = characters.slice(at + 4, at + 4 + length).join('');
    if (Array.from(value).length !== length)
      throw new QrisFormatError(`Data QRIS terpotong: tag ${tag} seharusnya ${length} karakter.`);
    fields.push({ tag, value });
    at += 4 + length;
  }
  return fields;
}

/** The payload of these fields, in the order given. */
export function serializeTlv(fields: readonly TlvField[]): string {
  return fields.map(encodeField).join('');
}

function encodeField({ tag, value }: TlvField): string {
  const length = Array.from(value).length;
  if (!/^\d{2}$/.test(tag)) throw new QrisFormatError(`Tag QRIS tidak valid: ${tag}`);
  if (length > MAX_VALUE_LENGTH) throw new QrisFormatError(`Isi tag ${tag} lebih dari ${MAX_VALUE_LENGTH} karakter.`);
  return `${tag}${String(length).padStart(2, '0')}${value}`;
}
