import Alert from '@mui/material/Alert';
import type { Album } from '@/lib/api/api-types';
import { formatCalendarDate } from '@/lib/format';

/** Who reads the album: its customer, or the studio, told how many days the settings in force give to choose. */
export type AlbumViewer = { role: 'customer' } | { role: 'admin'; selectionDays: number };

/** What happens next with the album and by when, as its viewer needs to know it. */
export function albumNextStep(album: Album, viewer: AlbumViewer): string {
  const { stage, editedQuota, chosenCount, selectionDeadline, availableUntil } = album;
  const deadline = selectionDeadline ? formatCalendarDate(selectionDeadline) : '';
  const lastDay = availableUntil ? formatCalendarDate(availableUntil) : '';
  const isCustomer = viewer.role === 'customer';
  switch (stage) {
    case 'waiting':
      return viewer.role === 'customer'
        ? 'Studio sedang menyiapkan foto sesi Anda. Anda akan diberi tahu begitu foto sudah bisa dipilih.'
        : `Unggah foto asli sesi ini. Pelanggan dapat memilih foto selama ${viewer.selectionDays} hari setelah foto masuk.`;
    case 'selecting':
      if (editedQuota === 0) {
        return isCustomer
          ? `Paket Anda tidak termasuk foto edit. Kirim pilihan paling lambat ${deadline} agar studio menyiapkan hasil foto.`
          : `Pelanggan dapat melihat foto hingga ${deadline}; paket ini tanpa foto edit.`;
      }
      return isCustomer
        ? `Pilih hingga ${editedQuota} foto untuk diedit, lalu kirim pilihan paling lambat ${deadline}. Setelah dikirim, pilihan tidak dapat diubah.`
        : `Pelanggan memilih foto (${chosenCount}/${editedQuota}) hingga ${deadline}.`;
    case 'editing':
      return isCustomer
        ? `Pilihan terkirim. Studio sedang mengedit ${chosenCount} foto pilihan Anda; Anda akan diberi tahu saat hasilnya siap.`
        : `Edit ${chosenCount} foto pilihan pelanggan, unggah hasilnya, lalu kirim ke pelanggan.`;
    case 'ready':
      return isCustomer
        ? `Foto Anda sudah siap. Unduh sebelum masa unduh berakhir pada ${lastDay}.`
        : `Terkirim ke pelanggan. Dapat diunduh hingga ${lastDay}.`;
    case 'expired':
      return isCustomer
        ? `Masa unduh berakhir pada ${lastDay}. Hubungi studio bila Anda masih membutuhkan foto ini.`
        : `Masa unduh berakhir pada ${lastDay}. Foto masih tersimpan; perpanjang agar pelanggan dapat mengunduhnya lagi.`;
  }
}

export function AlbumNextStep({ album, viewer }: { album: Album; viewer: AlbumViewer }) {
  const severity = album.stage === 'expired' ? 'warning' : album.stage === 'ready' ? 'success' : 'info';
  return (
    <Alert severity={severity} sx={{ mb: 3 }}>
      {albumNextStep(album, viewer)}
    </Alert>
  );
}
