/**
 * The demo's scenarios. Storybook is served at `<base>storybook/` and the app at `<base>`, so `../` from
 * this page (or from its iframe, in the same folder) is the app; `_top` opens it in place of Storybook.
 */
const scenarios = [
  { name: 'customer', opens: 'Pelanggan demo di beranda.' },
  { name: 'admin', opens: 'Admin di jadwal hari ini.' },
  { name: 'new-customer', opens: 'Pelanggan yang baru mendaftar.' },
  {
    name: 'payment-awaiting',
    opens: 'Pelanggan baru dengan reservasi DP di halaman pembayaran: kode QR dan formulir unggah bukti.',
  },
  { name: 'payment-review', opens: 'Admin di detail transaksi yang buktinya menunggu validasi.' },
  { name: 'payment-expired', opens: 'Pelanggan di halaman pembayaran transaksi yang sudah kedaluwarsa.' },
  {
    name: 'review-ready',
    opens: 'Pelanggan di riwayat, dengan reservasi selesai yang menampilkan tombol “Beri Ulasan”.',
  },
  { name: 'busy-day', opens: 'Admin di jadwal hari ini, dengan sedikitnya 8 reservasi berbagai status.' },
] as const;

export function DemoAppLink() {
  return (
    <a href="../" target="_top">
      Buka demo Studio Senja
    </a>
  );
}

export function DemoScenarioLinks() {
  return (
    <ul>
      {scenarios.map(({ name, opens }) => (
        <li key={name}>
          <a href={`../?demo=${name}`} target="_top">
            {name}
          </a>{' '}
          — {opens}
        </li>
      ))}
    </ul>
  );
}
