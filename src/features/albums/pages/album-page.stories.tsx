import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { showingText, stillLoading } from '@story-harness/page-states';
import { answer, fail, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { albumAt, albumPhotos } from '@/test/fixtures/albums';
import { AlbumPage } from './album-page';

const READ = 'Berhasil mengambil data hasil foto';
const serve = (album: ReturnType<typeof albumAt>) => storyHandlers(answer('album/:reservationId', album, READ));

const meta = {
  title: 'Pages/AlbumPage',
  component: AlbumPage,
  ...inAppAt('/photos/69', 'customer'),
} satisfies Meta<typeof AlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const choosing = albumAt('selecting', albumPhotos(24, { chosen: 3 }));

export const Choosing: Story = {
  globals: onDesktop,
  parameters: serve(choosing),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('3/10 dipilih')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Pilih DSC_0412.jpg' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Kirim pilihan' })).toBeVisible();
  },
};

export const ChoosingOnPhone: Story = { globals: onMobile, parameters: serve(choosing) };

export const QuotaReached: Story = {
  globals: onMobile,
  parameters: serve(albumAt('selecting', albumPhotos(12, { chosen: 10 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('10/10 dipilih')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Pilih DSC_0423.jpg' }));
    const page = within(document.body);
    await waitFor(() => expect(page.getByText('Maksimal 10 foto dapat dipilih untuk diedit')).toBeVisible());
  },
};

export const SendingTheChoice: Story = {
  globals: onDesktop,
  parameters: serve(choosing),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim pilihan' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/Anda mengirim 3 foto untuk diedit/)).toBeVisible());
  },
};

export const Lightbox: Story = {
  globals: onMobile,
  parameters: serve(choosing),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lihat DSC_0412.jpg' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'DSC_0412.jpg' })).toBeVisible());
    await expect(dialog.getByLabelText('Catatan untuk editor')).toHaveValue('rapikan rambut');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'DSC_0413.jpg' })).toBeVisible());
  },
};

export const WaitingForPhotos: Story = showingText(serve(albumAt('waiting')), 'Menunggu foto');

export const ChoiceSent: Story = {
  ...showingText(serve(albumAt('editing', albumPhotos(24, { chosen: 8 }))), 'Pilihan terkirim'),
  globals: onDesktop,
};

export const Delivered: Story = {
  globals: onDesktop,
  parameters: serve(albumAt('ready', albumPhotos(24, { chosen: 8, edited: 8 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Foto edit' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Unduh semua' })).toBeVisible();
    await expect(canvas.getByText('8 foto edit · 24 foto asli')).toBeVisible();
  },
};

export const DeliveredOnPhone: Story = {
  globals: onMobile,
  parameters: serve(albumAt('ready', albumPhotos(24, { chosen: 8, edited: 8 }))),
};

export const Expired: Story = showingText(serve(albumAt('expired')), 'Kadaluarsa');

export const NotFinished: Story = showingText(
  storyHandlers(fail('album/:reservationId', 409, 'Hasil foto tersedia setelah sesi selesai')),
  'Hasil foto tersedia setelah sesi selesai',
);

export const Loading: Story = stillLoading('album/:reservationId', 'Memuat hasil foto');
