import { expect, it } from 'vitest';
import { DAY_MS, FIXED_NOW } from '../test-kit/clock';
import {
  callApi,
  NOT_FOUND,
  ORIGIN,
  send,
  tokenFor,
  travelTo,
  uploadForm,
  uploadImages,
} from '../test-kit/http-client';
import { pngBytes, pngFile } from '../test-kit/png';
import { describeRoutes } from '../test-kit/route-table';

const statusOf = async (url: string) => (await fetch(`${ORIGIN}${url}`)).status;

// Payment images are anyone's signed in (customers' proofs, admins' receipts); category images, for admins only, are
// the domain tests' case.
describeRoutes('uploads', [
  {
    operation: 'POST /upload',
    access: 'signed-in',
    call: async () => ({
      path: 'upload',
      token: await tokenFor('customer'),
      form: uploadForm('transaction', [pngFile()]),
    }),
    answers: {
      status: 201,
      message: 'Gambar berhasil diunggah',
      data: [expect.stringMatching(/^\/api\/v1\/files\/transaction-[\w-]+\.png$/)],
    },
    refusal: {
      when: 'a file declared image/png whose bytes are text',
      call: async () => ({
        path: 'upload',
        token: await tokenFor('customer'),
        form: uploadForm('transaction', [new File(['ini bukan gambar'], 'bukti.png', { type: 'image/png' })]),
      }),
      status: 415,
      message: 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)',
    },
  },
]);

it('GET /files/{key} serves an upload to anyone with its type, its bytes, nosniff and its caching; an unknown key answers 404', async () => {
  const [url] = await uploadImages(await tokenFor('admin'), 'category');
  const served = await fetch(`${ORIGIN}${url}`);
  expect(served.status).toBe(200);
  expect(Object.fromEntries(served.headers)).toMatchObject({
    'content-type': 'image/png',
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
  const [proof] = await uploadImages(await tokenFor('customer'), 'transaction');
  const servedProof = await fetch(`${ORIGIN}${proof}`);
  expect(servedProof.headers.get('cache-control'), 'a payment proof is a person’s data: no cache keeps it').toBe(
    'no-store',
  );
  const unknown = await send('GET', 'files/category-tidak-ada.png');
  expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: 404, body: { message: NOT_FOUND } });
});

it('POST /upload takes only the file parts named images: a text part among them is no image', async () => {
  const form = uploadForm('category', [pngFile(), pngFile(), pngFile()]);
  form.append('images', 'bukan-file');
  const result = await callApi<string[]>('POST', 'upload', { token: await tokenFor('admin'), form });
  expect(result.status).toBe(201);
  expect(new Set(result.body.data).size).toBe(3);
});

it('deletes the file of an image a committed change dropped: a category edited to keep one of two', async () => {
  const admin = await tokenFor('admin');
  const [kept, dropped] = (await uploadImages(admin, 'category', 2)) as [string, string];
  const created = await callApi<{ id: number }>('POST', 'category', {
    token: admin,
    body: { name: 'Foto Wisuda', images: [kept, dropped] },
  });
  const edited = await callApi('PUT', `category/${created.body.data.id}`, {
    token: admin,
    body: { name: 'Foto Wisuda', images_url: [kept], images: [] },
  });
  expect(edited.status).toBe(200);
  expect(await statusOf(dropped)).toBe(404);
  expect(await statusOf(kept)).toBe(200);
});

it('sweeps the files of uploads abandoned for 24 hours at the next upload', async () => {
  const [abandoned] = (await uploadImages(await tokenFor('customer'), 'transaction')) as [string];
  await travelTo(Date.parse(FIXED_NOW) + DAY_MS);
  await uploadImages(await tokenFor('admin'), 'category');
  expect(await statusOf(abandoned)).toBe(404);
});
