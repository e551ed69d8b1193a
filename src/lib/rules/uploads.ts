/** A format an uploaded image may have: its type and the extension its stored file is given. */
export interface ImageFormat {
  mimeType: string;
  extension: string;
}

/** How many of a file's first bytes are enough to recognise every format below. */
export const IMAGE_SIGNATURE_BYTES = 16;

/** The refusal of a file that is not the image it claims to be (or no image at all). */
export const NOT_AN_IMAGE = 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)';

const signatures: (ImageFormat & { matches: (head: Uint8Array) => boolean })[] = [
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

/** The type of a stored image, by the extension its key was given (`imageFormatOf`); undefined for any other. */
export function imageTypeOfExtension(extension: string): string | undefined {
  return signatures.find((signature) => signature.extension === extension)?.mimeType;
}

/** Types that say only "some bytes": a client that sends no specific type (many tools and apps do). */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The format of an image file, judged by its first bytes (`head`), which must match the declared type when it
 * names one; a file declared as no type in particular is judged by its bytes alone. Undefined for anything else:
 * text named `.png`, a JPEG declared as a PNG. The backend refuses such an upload, and the forms refuse the file
 * as it is picked.
 */
export function imageFormatOf(declaredType: string, head: Uint8Array): ImageFormat | undefined {
  const declared = declaredType.toLowerCase();
  const format = UNSPECIFIC_TYPES.has(declared)
    ? signatures.find((signature) => signature.matches(head))
    : signatures.find((signature) => signature.mimeType === declared);
  return format?.matches(head) ? { mimeType: format.mimeType, extension: format.extension } : undefined;
}
