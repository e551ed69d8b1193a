import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showingText, stillLoading } from '@story-harness/page-states';
import { answer, fail, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { PHOTO_NAME_TAKEN_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '@/lib/rules/albums';
import { albumAt, albumPhotos } from '@/test/fixtures/albums';
import { AlbumDetailPage } from './album-detail-page';

const serve = (album: ReturnType<typeof albumAt>) =>
  storyHandlers(answer('album/:reservationId', album, 'Berhasil mengambil data hasil foto'));

const meta = {
  title: 'Dashboard/AlbumDetailPage',
  component: AlbumDetailPage,
  ...asAdminAt(appRoutes.dashboard.albumDetail.to(69)),
} satisfies Meta<typeof AlbumDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForOriginals: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('waiting')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Unggah foto asli')).toBeVisible());
    await expect(canvas.getByText('Belum ada foto.')).toBeVisible();
  },
};

const pngSignature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Three originals picked at once, each refused for its own reason: one that is not an image by its bytes, one
 * over 25 MB (both before sending), and one the server refuses (its name is in the album already).
 */
const refusedUploads: Story['play'] = async ({ canvas }) => {
  const group = await canvas.findByRole('group', { name: 'Unggah foto asli' });
  const picker = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('The drop zone has no file picker');
  await userEvent.upload(picker, [
    new File(['bukan foto'], 'catatan.jpg', { type: 'image/jpeg' }),
    new File([pngSignature, new Uint8Array(26 * 1024 * 1024)], 'BESAR.png', { type: 'image/png' }),
    new File([pngSignature], 'DSC_0412.png', { type: 'image/png' }),
  ]);
  const zone = within(group);
  await waitFor(() => expect(zone.getByText('Selesai: 0 berhasil, 3 gagal dari 3 foto')).toBeVisible());
  await expect(zone.getByText('File harus berupa gambar (JPG, PNG, WEBP atau GIF)')).toBeVisible();
  await expect(zone.getByText(PHOTO_TOO_LARGE_MESSAGE)).toBeVisible();
  await expect(zone.getByText(PHOTO_NAME_TAKEN_MESSAGE)).toBeVisible();
};

const refusingUploads = storyHandlers(
  answer('album/:reservationId', albumAt('waiting'), 'Berhasil mengambil data hasil foto'),
  fail('album/:reservationId/photos', 409, PHOTO_NAME_TAKEN_MESSAGE, 'post'),
);

export const UploadRefusals: Story = { globals: onDesktop, parameters: refusingUploads, play: refusedUploads };

export const UploadRefusalsOnPhone: Story = { globals: onMobile, parameters: refusingUploads, play: refusedUploads };

export const Choosing: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('selecting', albumPhotos(24, { chosen: 3 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Pilihan pelanggan (3/10)' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Hapus DSC_0412.jpg' })).toBeVisible();
  },
};

export const ToEdit: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('editing', albumPhotos(24, { chosen: 8, edited: 3 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Unggah hasil edit')).toBeVisible());
    await expect(canvas.getByText('3 dari 8 foto sudah diedit')).toBeVisible();
    await expect(canvas.getByText('Catatan: rapikan rambut')).toBeVisible();
    // A chosen photo of a sent choice stays; the others may still go.
    await expect(canvas.queryByRole('button', { name: 'Hapus DSC_0412.jpg' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hapus DSC_0423.jpg' })).toBeVisible();
  },
};

export const ToEditOnPhone: Story = {
  globals: onMobile,
  parameters: serve(albumAt('editing', albumPhotos(24, { chosen: 8, edited: 3 }))),
};

export const Delivering: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('editing', albumPhotos(12, { chosen: 4, edited: 4 }))),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim ke pelanggan' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/selama 30 hari/)).toBeVisible());
  },
};

export const Delivered: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('ready', albumPhotos(12, { chosen: 4, edited: 4 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Perpanjang' })).toBeVisible());
    await expect(canvas.queryByText('Unggah foto asli')).not.toBeInTheDocument();
  },
};

export const Expired: Story = showingText(serve(albumAt('expired')), 'Kadaluarsa');

export const FetchError: Story = showingText(
  storyHandlers(fail('album/:reservationId', 404, 'Data tidak ditemukan')),
  'Error: Data tidak ditemukan',
);

export const Loading: Story = stillLoading('album/:reservationId', 'Memuat…');
