/** The bytes of a real 1×1 PNG. */
export function pngBytes(): Uint8Array<ArrayBuffer> {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A PNG's signature: the first bytes of any real PNG file, enough for the upload rule to recognise an image. */
export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

export function pngFile(name = 'foto.png'): File {
  return new File([pngBytes()], name, { type: 'image/png' });
}
