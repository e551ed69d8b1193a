import { describe, expect, it } from 'vitest';
import { PNG_HEAD, pngBytes } from '@mocks/test-kit/png';
import { imageFormatOf, imageTypeOfExtension } from './uploads';

const text = (content: string) => new TextEncoder().encode(content);

describe('what an uploaded image is, by its bytes', () => {
  it('recognises a real PNG, declared or not', () => {
    expect(imageFormatOf('image/png', pngBytes())).toEqual({ mimeType: 'image/png', extension: 'png' });
    expect(imageFormatOf('', PNG_HEAD)).toEqual({ mimeType: 'image/png', extension: 'png' });
  });

  it('knows no format for text named as an image, or an image declared as another', () => {
    expect(imageFormatOf('image/png', text('bukan gambar, hanya teks'))).toBeUndefined();
    expect(imageFormatOf('', text('bukan gambar'))).toBeUndefined();
    expect(imageFormatOf('image/jpeg', PNG_HEAD)).toBeUndefined();
    expect(imageFormatOf('image/png', new Uint8Array())).toBeUndefined();
  });

  it('names the type of a stored image by its extension', () => {
    expect(imageTypeOfExtension('webp')).toBe('image/webp');
    expect(imageTypeOfExtension('svg')).toBeUndefined();
  });
});
