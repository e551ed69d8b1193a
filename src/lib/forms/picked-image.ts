import { IMAGE_SIGNATURE_BYTES, imageFormatOf, NOT_AN_IMAGE } from '../rules/uploads';

/**
 * Why a picked file cannot be uploaded as an image, judged by its first bytes as the backend judges them
 * (`imageFormatOf`); undefined when it can. Text named `bukti.png` is refused here, before any upload, rather
 * than previewed as a broken picture.
 */
export async function pickedImageRefusal(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageFormatOf(file.type, head) ? undefined : NOT_AN_IMAGE;
}
