import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { expect, it } from 'vitest';
import { selectionDeadlineFrom } from '@/lib/rules/albums';
import { putOriginals, type OriginalsOptions } from '../test-kit/album-photos';
import { book, callApi, completedBooking, ORIGIN, tokenFor } from '../test-kit/http-client';
import { cameraJpeg } from '../test-kit/camera-photo';
import { newCustomer } from '../test-kit/customers';
import { pngFile } from '../test-kit/png';
import { describeRoutes } from '../test-kit/route-table';

const READ = 'Berhasil mengambil data hasil foto';

/**
 * The store's own insert stands in for the studio's upload of originals and edits (its own rows below show it over
 * HTTP). A new customer's finished session with `count` originals in its album, as the studio's upload puts them
 * (edited, when `edited`), its choice open from the backend's now; answers the customer's token and the ids.
 */
async function sessionWithPhotos(count: number, options: OriginalsOptions = {}) {
  const { customer, reservationId } = await completedBooking();
  const photoIds = await backend.store.transact((db) =>
    putOriginals(db, reservationId, count, backend.clock.now(), options),
  );
  return { customer, reservationId, photoIds };
}

/** The customer's choice of the first photo, sent. */
async function sentChoice(options: OriginalsOptions = {}) {
  const session = await sessionWithPhotos(3, options);
  const { customer, reservationId, photoIds } = session;
  const body = { photos: [{ id: photoIds[0], note: 'rapikan rambut' }] };
  await callApi('PUT', `album/${reservationId}/selection`, { token: customer, body });
  await callApi('POST', `album/${reservationId}/selection/submit`, { token: customer });
  return session;
}

/** A delivered album, as the admin delivers it. */
async function deliveredAlbum() {
  const session = await sentChoice({ edited: true });
  await callApi('POST', `album/${session.reservationId}/deliver`, { token: await tokenFor('admin') });
  return session;
}

/** An original with the copies the admin's browser makes of it. */
function originalForm(name = 'DSC_0412.jpg'): FormData {
  const form = new FormData();
  form.append('photo', cameraJpeg(name));
  form.append('thumbnail', pngFile('thumbnail.png'));
  form.append('preview', pngFile('preview.png'));
  return form;
}

function editForm(name = 'DSC_0001-edit.jpg'): FormData {
  const form = new FormData();
  form.append('photo', cameraJpeg(name));
  return form;
}

const { backend } = describeRoutes('albums', [
  {
    operation: 'GET /albums',
    access: 'signed-in',
    call: async () => {
      const { customer } = await sessionWithPhotos(2);
      return { path: 'albums', token: customer };
    },
    answers: {
      status: 200,
      message: READ,
      data: [{ stage: 'selecting', photoCount: 2, chosenCount: 0, customer: { name: newCustomer.name } }],
    },
    paged: {
      call: async () => {
        const { customer } = await sessionWithPhotos(1);
        return { path: 'albums?stage=selecting&page=1&pageSize=5', token: customer };
      },
      pagination: { page: 1, pageSize: 5, itemCount: 1, pageCount: 1 },
      data: [{ stage: 'selecting', photoCount: 1 }],
    },
  },
  {
    operation: 'GET /album/{reservationId}',
    access: 'owner-or-admin',
    hiddenFromStrangers: true,
    call: async () => {
      const { customer, reservationId } = await sessionWithPhotos(2);
      return { path: `album/${reservationId}`, token: customer };
    },
    answers: {
      status: 200,
      message: READ,
      data: { stage: 'selecting', photos: [{ fileName: 'DSC_0001.jpg' }, { fileName: 'DSC_0002.jpg' }] },
    },
    refusal: {
      when: 'a session not finished',
      call: async () => {
        const customer = await tokenFor(newCustomer);
        const { id } = await book(customer);
        return { path: `album/${id}`, token: customer };
      },
      status: 409,
      message: 'Hasil foto tersedia setelah sesi selesai',
    },
  },
  {
    operation: 'PATCH /album/{reservationId}',
    access: 'admin',
    call: async () => {
      const { reservationId } = await deliveredAlbum();
      const day = selectionDeadlineFrom(backend.clock.now(), DEFAULT_SETTINGS.albums.selectionDays).slice(0, 10);
      return { path: `album/${reservationId}`, token: await tokenFor('admin'), body: { availableUntil: day } };
    },
    answers: { status: 200, message: 'Batas unduh berhasil diubah', data: { stage: 'ready' } },
    refusal: {
      when: 'an album not delivered',
      call: async () => {
        const { reservationId } = await sessionWithPhotos(1);
        const day = selectionDeadlineFrom(backend.clock.now(), DEFAULT_SETTINGS.albums.selectionDays);
        return { path: `album/${reservationId}`, token: await tokenFor('admin'), body: { availableUntil: day } };
      },
      status: 409,
      message: 'Hasil foto belum dikirim ke pelanggan',
    },
  },
  {
    operation: 'PUT /album/{reservationId}/selection',
    access: 'owner',
    hiddenFromStrangers: true,
    call: async () => {
      const { customer, reservationId, photoIds } = await sessionWithPhotos(3);
      const body = { photos: [{ id: photoIds[1], note: 'cerahkan' }] };
      return { path: `album/${reservationId}/selection`, token: customer, body };
    },
    answers: {
      status: 200,
      message: 'Pilihan foto berhasil disimpan',
      data: { chosenCount: 1, photos: [{ isChosen: false }, { isChosen: true, note: 'cerahkan' }, {}] },
    },
    refusal: {
      when: 'more photos than the package edits',
      call: async () => {
        const { customer, reservationId } = await sessionWithPhotos(12);
        const photos = (await backend.store.read((db) => db.albumPhotos)).slice(-11).map(({ id }) => ({ id }));
        return { path: `album/${reservationId}/selection`, token: customer, body: { photos } };
      },
      status: 409,
      message: 'Maksimal 10 foto dapat dipilih untuk diedit',
    },
  },
  {
    operation: 'POST /album/{reservationId}/selection/submit',
    access: 'owner',
    hiddenFromStrangers: true,
    call: async () => {
      const { customer, reservationId, photoIds } = await sessionWithPhotos(2);
      const body = { photos: [{ id: photoIds[0] }] };
      await callApi('PUT', `album/${reservationId}/selection`, { token: customer, body });
      return { path: `album/${reservationId}/selection/submit`, token: customer };
    },
    answers: { status: 200, message: 'Pilihan foto berhasil dikirim', data: { stage: 'editing', chosenCount: 1 } },
    refusal: {
      when: 'a choice of no photo',
      call: async () => {
        const { customer, reservationId } = await sessionWithPhotos(2);
        return { path: `album/${reservationId}/selection/submit`, token: customer };
      },
      status: 409,
      message: 'Pilih minimal 1 foto sebelum mengirim pilihan',
    },
  },
  {
    operation: 'POST /album/{reservationId}/selection/reopen',
    access: 'admin',
    call: async () => {
      const { reservationId } = await sentChoice();
      return { path: `album/${reservationId}/selection/reopen`, token: await tokenFor('admin') };
    },
    answers: { status: 200, message: 'Pilihan foto dibuka kembali', data: { stage: 'selecting', submittedAt: null } },
    refusal: {
      when: 'a choice not sent',
      call: async () => {
        const { reservationId } = await sessionWithPhotos(2);
        return { path: `album/${reservationId}/selection/reopen`, token: await tokenFor('admin') };
      },
      status: 409,
      message: 'Pilihan foto belum dikirim',
    },
  },
  {
    operation: 'POST /album/{reservationId}/deliver',
    access: 'admin',
    call: async () => {
      const { reservationId } = await sentChoice({ edited: true });
      return { path: `album/${reservationId}/deliver`, token: await tokenFor('admin') };
    },
    answers: { status: 200, message: 'Hasil foto berhasil dikirim ke pelanggan', data: { stage: 'ready' } },
    refusal: {
      when: 'a chosen photo not edited yet',
      call: async () => {
        const { reservationId } = await sentChoice();
        return { path: `album/${reservationId}/deliver`, token: await tokenFor('admin') };
      },
      status: 409,
      message: 'Semua foto pilihan harus sudah diedit sebelum dikirim',
    },
  },
  {
    operation: 'POST /album/{reservationId}/photos',
    access: 'admin',
    call: async () => {
      const { reservationId } = await completedBooking();
      return { path: `album/${reservationId}/photos`, token: await tokenFor('admin'), form: originalForm() };
    },
    answers: {
      status: 201,
      message: 'Foto berhasil diunggah',
      data: { fileName: 'DSC_0412.jpg', width: 6000, height: 4000, isChosen: false, editedUrl: null },
    },
    refusal: {
      when: 'a file whose bytes are text',
      call: async () => {
        const { reservationId } = await completedBooking();
        const form = new FormData();
        form.append('photo', new File(['bukan foto'], 'DSC_0001.jpg', { type: 'image/jpeg' }));
        return { path: `album/${reservationId}/photos`, token: await tokenFor('admin'), form };
      },
      status: 415,
      message: 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)',
    },
  },
  {
    operation: 'DELETE /album/{reservationId}/photo/{photoId}',
    access: 'admin',
    call: async () => {
      const { reservationId, photoIds } = await sessionWithPhotos(2);
      return { path: `album/${reservationId}/photo/${photoIds[1]}`, token: await tokenFor('admin') };
    },
    answers: { status: 200, message: 'Foto berhasil dihapus', data: { photoCount: 1 } },
    refusal: {
      when: 'a photo chosen in a choice already sent',
      call: async () => {
        const { reservationId, photoIds } = await sentChoice();
        return { path: `album/${reservationId}/photo/${photoIds[0]}`, token: await tokenFor('admin') };
      },
      status: 409,
      message: 'Foto ini sudah dipilih pelanggan dan tidak dapat dihapus',
    },
  },
  {
    operation: 'POST /album/{reservationId}/photo/{photoId}/edited',
    access: 'admin',
    call: async () => {
      const { reservationId, photoIds } = await sentChoice();
      const path = `album/${reservationId}/photo/${photoIds[0]}/edited`;
      return { path, token: await tokenFor('admin'), form: editForm() };
    },
    answers: {
      status: 200,
      message: 'Hasil edit berhasil diunggah',
      data: { isChosen: true, fileName: 'DSC_0001.jpg' },
    },
    refusal: {
      when: 'a photo the customer did not choose',
      call: async () => {
        const { reservationId, photoIds } = await sentChoice();
        const path = `album/${reservationId}/photo/${photoIds[1]}/edited`;
        return { path, token: await tokenFor('admin'), form: editForm() };
      },
      status: 409,
      message: 'Hanya foto yang dipilih pelanggan yang dapat diberi hasil edit',
    },
  },
]);

it('keeps an album’s files for the viewer’s browser, and deletes an original’s files with it', async () => {
  const { reservationId } = await completedBooking();
  const admin = await tokenFor('admin');
  const stored = await callApi<{ id: number; url: string; thumbnailUrl: string; previewUrl: string }>(
    'POST',
    `album/${reservationId}/photos`,
    { token: admin, form: originalForm('DSC_0001.jpg') },
  );
  const { id, url, thumbnailUrl, previewUrl } = stored.body.data;
  const original = await fetch(`${ORIGIN}${url}`);
  expect(original.status).toBe(200);
  expect(original.headers.get('Content-Type')).toBe('image/jpeg');
  expect(original.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
  const keys = [url, thumbnailUrl, previewUrl].map((served) => served.split('/').at(-1)!);
  expect(await Promise.all(keys.map(async (key) => (await backend.files.get(key)) !== undefined))).toEqual([
    true,
    true,
    true,
  ]);
  await callApi('DELETE', `album/${reservationId}/photo/${id}`, { token: admin });
  expect(await Promise.all(keys.map(async (key) => (await backend.files.get(key)) !== undefined))).toEqual([
    false,
    false,
    false,
  ]);
});

it('deletes an edit’s file once another edit replaces it', async () => {
  const { reservationId, photoIds } = await sentChoice();
  const admin = await tokenFor('admin');
  const edit = () =>
    callApi<{ editedUrl: string }>('POST', `album/${reservationId}/photo/${photoIds[0]}/edited`, {
      token: admin,
      form: editForm(),
    });
  const firstKey = (await edit()).body.data.editedUrl.split('/').at(-1)!;
  expect(await backend.files.get(firstKey)).toBeDefined();
  await edit();
  expect(await backend.files.get(firstKey)).toBeUndefined();
});
