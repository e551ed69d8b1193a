import { describe, expect, it } from 'vitest';
import { DAY_MS, FIXED_NOW, HOUR_MS } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  FORBIDDEN,
  NOT_FOUND,
  ORIGIN,
  send,
  setUpTestBackend,
  tokenFor,
  travelTo,
  UNAUTHORIZED,
  uploadForm,
  uploadImages,
} from '../test-kit/http-client';
import { pngBytes, pngFile } from '../test-kit/png';

const { expectRefused } = setUpTestBackend();

const MAX_BYTES = 5 * 1024 * 1024;
const NOT_AN_IMAGE = 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)';
const TOO_LARGE = 'Ukuran gambar maksimal 5 MB';

/** A real 1×1 GIF. */
function gifFile(): File {
  const binary = atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
  return new File([Uint8Array.from(binary, (char) => char.charCodeAt(0))], 'bukti.gif', { type: 'image/gif' });
}

/** A PNG signature followed by zeros, `size` bytes in all. */
function pngOfSize(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(pngBytes().slice(0, 8));
  return new File([bytes], 'besar.png', { type: 'image/png' });
}

async function bytesOf(blob: Blob | Response): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

describe('POST /upload', () => {
  it('stores category images for the admin (201) and serves each back with its type and bytes', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi<string[]>('POST', 'upload', {
      token: admin,
      form: uploadForm('category', [pngFile('a.png'), pngFile('b.png')]),
    });
    expect(result).toEqual({
      status: 201,
      body: {
        data: [
          expect.stringMatching(/^\/api\/v1\/files\/category-[\w-]+\.png$/),
          expect.stringMatching(/^\/api\/v1\/files\/category-[\w-]+\.png$/),
        ],
        message: 'Gambar berhasil diunggah',
      },
    });
    const [first, second] = result.body.data;
    expect(first).not.toBe(second);
    for (const url of result.body.data) {
      const served = await fetch(`${ORIGIN}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/png');
      expect(await bytesOf(served)).toEqual(Array.from(pngBytes()));
    }
  });

  it('serves files with X-Content-Type-Options: nosniff, so their bytes are never taken for another type', async () => {
    const admin = await tokenFor('admin');
    const [url] = (
      await callApi<string[]>('POST', 'upload', { token: admin, form: uploadForm('category', [pngFile('a.png')]) })
    ).body.data;
    const served = await fetch(`${ORIGIN}${url}`);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('stores a payment proof for a customer (201), a GIF served back as one', async () => {
    const customer = await tokenFor('customer');
    const file = gifFile();
    const result = await callApi<string[]>('POST', 'upload', {
      token: customer,
      form: uploadForm('transaction', [file]),
    });
    expect(result.status).toBe(201);
    const [url] = result.body.data;
    expect(url).toMatch(/^\/api\/v1\/files\/transaction-[\w-]+\.gif$/);
    const served = await fetch(`${ORIGIN}${url}`);
    expect(served.headers.get('Content-Type')).toBe('image/gif');
    expect(await bytesOf(served)).toEqual(await bytesOf(file));
  });

  it('accepts an image of exactly 5 MB', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi<string[]>('POST', 'upload', {
      token: admin,
      form: uploadForm('category', [pngOfSize(MAX_BYTES)]),
    });
    expect(result.status).toBe(201);
  });

  it('refuses an image over 5 MB (413), storing none of the batch', async () => {
    const admin = await tokenFor('admin');
    const form = uploadForm('category', [pngFile(), pngOfSize(MAX_BYTES + 1)]);
    await expectRefused(() => callApi('POST', 'upload', { token: admin, form }), 413, TOO_LARGE);
  });

  it('refuses what is not an image, judged by its bytes as well as its declared type (415)', async () => {
    const customer = await tokenFor('customer');
    const renamedText = new File(['ini bukan gambar'], 'bukti.png', { type: 'image/png' });
    const pngAsText = new File([pngBytes()], 'bukti.txt', { type: 'text/plain' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'bukti.svg', { type: 'image/svg+xml' });
    for (const file of [renamedText, pngAsText, svg]) {
      await expectRefused(
        () => callApi('POST', 'upload', { token: customer, form: uploadForm('transaction', [pngFile(), file]) }),
        415,
        NOT_AN_IMAGE,
      );
    }
  });

  it('refuses a missing or unknown entity and an upload without images (400)', async () => {
    const admin = await tokenFor('admin');
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: uploadForm(undefined, [pngFile()]) }),
      400,
      'Jenis unggahan harus category atau transaction',
    );
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: uploadForm('avatar', [pngFile()]) }),
      400,
      'Jenis unggahan harus category atau transaction',
    );
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: uploadForm('category', []) }),
      400,
      'Gambar tidak boleh kosong',
    );
    const textOnly = uploadForm('category', []);
    textOnly.append('images', 'bukan-file');
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: textOnly }),
      400,
      'Gambar tidak boleh kosong',
    );
  });

  it('refuses visitors whatever they send (401)', async () => {
    await expectRefused(
      () => callApi('POST', 'upload', { form: uploadForm('transaction', [pngFile()]) }),
      401,
      UNAUTHORIZED,
    );
    await expectRefused(
      () => callApi('POST', 'upload', { form: uploadForm('category', [pngFile()]), token: BAD_TOKEN }),
      401,
      UNAUTHORIZED,
    );
    await expectRefused(() => callApi('POST', 'upload', { form: uploadForm(undefined, []) }), 401, UNAUTHORIZED);
  });

  it('takes category images only from admins and proofs only from customers (403)', async () => {
    const [admin, customer] = await Promise.all([tokenFor('admin'), tokenFor('customer')]);
    await expectRefused(
      () => callApi('POST', 'upload', { token: customer, form: uploadForm('category', [pngFile()]) }),
      403,
      FORBIDDEN,
    );
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: uploadForm('transaction', [pngFile()]) }),
      403,
      FORBIDDEN,
    );
  });
});

describe('GET /files/{key}', () => {
  it('answers 404 for a file it never stored', async () => {
    const response = await send('GET', 'files/category-tidak-ada.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: NOT_FOUND });
  });

  it('needs no token: uploaded images are public', async () => {
    const [url] = (
      await callApi<string[]>('POST', 'upload', {
        token: await tokenFor('admin'),
        form: uploadForm('category', [pngFile()]),
      })
    ).body.data;
    const served = await fetch(`${ORIGIN}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('POST /upload: at most 3 images at once', () => {
  const TOO_MANY = 'Total gambar tidak boleh lebih dari 3';
  const pngs = (count: number) => Array.from({ length: count }, (_, index) => pngFile(`foto-${index + 1}.png`));

  it('stores 3 images (201), one URL each; text parts named images do not count', async () => {
    const admin = await tokenFor('admin');
    const form = uploadForm('category', pngs(3));
    form.append('images', 'bukan-file');
    const result = await callApi<string[]>('POST', 'upload', { token: admin, form });
    expect(result.status).toBe(201);
    expect(new Set(result.body.data).size).toBe(3);
  });

  it('refuses 4 images or more (400), whoever uploads them, before looking at each file', async () => {
    const [admin, customer] = await Promise.all([tokenFor('admin'), tokenFor('customer')]);
    await expectRefused(
      () => callApi('POST', 'upload', { token: admin, form: uploadForm('category', pngs(4)) }),
      400,
      TOO_MANY,
    );
    await expectRefused(
      () => callApi('POST', 'upload', { token: customer, form: uploadForm('transaction', pngs(5)) }),
      400,
      TOO_MANY,
    );
    const withText = uploadForm('category', [
      ...pngs(3),
      new File(['ini bukan gambar'], 'teks.png', { type: 'image/png' }),
    ]);
    await expectRefused(() => callApi('POST', 'upload', { token: admin, form: withText }), 400, TOO_MANY);
  });
});

describe('uploads are cleaned up (issue 13, finding 7)', () => {
  const QUOTA_FULL =
    'Batas unggahan tercapai: paling banyak 10 bukti pembayaran (total 20 MB) yang belum dikirim dalam 24 jam. Coba lagi nanti.';
  const statusOf = async (url: string) => (await fetch(`${ORIGIN}${url}`)).status;

  async function categoryWithImages(admin: string, count: number) {
    const urls = (
      await callApi<string[]>('POST', 'upload', {
        token: admin,
        form: uploadForm(
          'category',
          Array.from({ length: count }, () => pngFile()),
        ),
      })
    ).body.data;
    const created = await callApi<{ id: number }>('POST', 'category', {
      token: admin,
      body: { name: 'Foto Wisuda', images: urls },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id, urls };
  }

  it('a category edited to keep one of its two images: the dropped image answers 404, the kept one is still served', async () => {
    const admin = await tokenFor('admin');
    const { id, urls } = await categoryWithImages(admin, 2);
    const [kept, dropped] = urls as [string, string];
    const edited = await callApi('PUT', `category/${id}`, {
      token: admin,
      body: { name: 'Foto Wisuda', images_url: [kept], images: [] },
    });
    expect(edited.status).toBe(200);
    expect(await statusOf(dropped)).toBe(404);
    expect(await statusOf(kept)).toBe(200);
  });

  it('a deleted category’s images answer 404', async () => {
    const admin = await tokenFor('admin');
    const { id, urls } = await categoryWithImages(admin, 2);
    expect((await callApi('DELETE', `category/${id}`, { token: admin })).status).toBe(200);
    for (const url of urls) expect(await statusOf(url)).toBe(404);
  });

  it('an upload never used is swept at the first upload 24 hours after it', async () => {
    const customer = await tokenFor('customer');
    const [abandoned] = (
      await callApi<string[]>('POST', 'upload', { token: customer, form: uploadForm('transaction', [pngFile()]) })
    ).body.data as [string];
    await travelTo(Date.parse(FIXED_NOW) + 23 * HOUR_MS);
    await uploadImages(customer, 'transaction');
    expect(await statusOf(abandoned)).toBe(200);
    await travelTo(Date.parse(FIXED_NOW) + DAY_MS);
    await uploadImages(await tokenFor('admin'), 'category');
    expect(await statusOf(abandoned)).toBe(404);
  });

  it('refuses a customer’s 11th unsent proof (409) without storing anything; another customer may still upload', async () => {
    const customer = await tokenFor('customer');
    for (let index = 0; index < 5; index += 1) await uploadImages(customer, 'transaction', 2);
    await expectRefused(
      () => callApi('POST', 'upload', { token: customer, form: uploadForm('transaction', [pngFile()]) }),
      409,
      QUOTA_FULL,
    );
    const other = await tokenFor(newCustomer);
    expect(
      (await callApi('POST', 'upload', { token: other, form: uploadForm('transaction', [pngFile()]) })).status,
    ).toBe(201);
  });
});
