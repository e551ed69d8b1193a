/**
 * What the seed's customers write, per category: praise for 4 and 5 stars, and mixed words for 3 stars.
 * Each text speaks of its own category, and of nothing only one of the category's packages or add-ons has,
 * so it fits whichever was booked.
 */
export interface SeedReviewTexts {
  praise: readonly string[];
  mixed: readonly string[];
}

export const seedReviewTexts: Readonly<Record<string, SeedReviewTexts>> = {
  'Foto Keluarga': {
    praise: [
      'Anak-anak yang biasanya susah diam bisa diarahkan dengan sabar. Foto keluarga kami akhirnya lengkap dan semua tersenyum.',
      'Dari kakek sampai cucu masuk dalam satu bingkai. Fotografernya cekatan mengatur posisi supaya tidak ada yang tertutup.',
      'Semua sudah disiapkan sebelum kami masuk studio, jadi sesi 20 menitnya terasa cukup. Foto keluarganya natural dan hangat.',
      'Si kecil sempat rewel, tapi tim studio sabar menunggu dan membujuknya. Hasil foto keluarga kami tetap bagus.',
      'Baju seragam keluarga kami serasi dengan latar studionya. File digitalnya dikirim cepat dan rapi.',
      'Foto keluarga kami sekarang terpajang besar di ruang tamu. Tetap tajam meski dicetak besar.',
      'Foto keluarga untuk kartu ucapan Lebaran jadi jauh lebih rapi dibanding tahun lalu. Terima kasih Studio Senja!',
      'Ayah yang biasanya kaku di depan kamera akhirnya bisa tertawa lepas. Foto keluarga favorit kami sejauh ini.',
    ],
    mixed: [
      'Hasil foto keluarganya bagus, tapi ruang tunggunya sempit untuk rombongan kami yang datang lebih awal.',
      'Fotografernya ramah, hanya saja warna editan foto keluarga kami kurang sesuai selera dan perlu direvisi sekali.',
    ],
  },
  Wisuda: {
    praise: [
      'Datang masih memakai toga dari kampus, langsung diarahkan berpose. Foto wisuda saya jadi favorit keluarga.',
      'Pose melempar topi toga diulang sampai dapat momen yang pas. Hasil foto wisudanya keren!',
      'Orang tua saya terharu melihat hasil foto wisudanya. Warnanya pas dan wajah terlihat cerah.',
      'Datang sore setelah prosesi wisuda, jadwalnya tepat waktu jadi tidak perlu menunggu lama.',
      'Map ijazah dan selempang ikut jadi properti, foto wisudanya jadi lebih bercerita. Editannya halus.',
      'Makeup wisuda saya tetap terlihat segar di foto berkat pencahayaannya yang lembut.',
      'Foto wisuda ini akan dipajang di rumah dan dikirim ke keluarga di kampung. Semua suka hasilnya.',
      'Fotografernya tahu pose wisuda yang tidak kaku. Akhirnya punya foto wisuda yang layak dipajang.',
    ],
    mixed: [
      'Hasil foto wisudanya bagus, tapi di musim wisuda lobinya ramai sehingga kami menunggu agak lama.',
      'Toga dari studio agak kebesaran untuk saya, untung fotografernya pintar mengatur pose wisuda.',
    ],
  },
  Prewedding: {
    praise: [
      'Kami berdua kaku di depan kamera, tapi diarahkan pelan-pelan sampai bisa tertawa lepas. Foto prewedding-nya romantis.',
      'Makeup sebelum sesi membuat kami percaya diri. Hasil foto prewedding-nya cocok untuk undangan pernikahan.',
      'Konsep prewedding yang kami kirim lewat WhatsApp benar-benar disiapkan, jadi sesi di studio efisien.',
      'Lighting-nya dramatis tapi tetap lembut di wajah. Calon suami saya yang pemalu pun terlihat percaya diri.',
      'Foto prewedding kami dipajang di pintu masuk resepsi. Banyak tamu yang bertanya studionya di mana.',
      'Fotografernya paham pose pasangan yang tidak berlebihan. Kami dapat foto prewedding untuk undangan dan buku tamu.',
      'Detail kebaya dan beskap terlihat jelas di foto prewedding. Warnanya elegan, tidak berlebihan.',
      'Calon istri saya gugup, tapi suasana studionya santai. Foto prewedding kami terasa sangat personal.',
    ],
    mixed: [
      'Foto prewedding-nya cantik, tapi kami berharap pilihan properti di studio lebih banyak.',
      'Hasil editnya bagus, hanya pengiriman file prewedding dua hari lebih lama dari yang dijanjikan.',
    ],
  },
  Maternity: {
    praise: [
      'Diberi kursi dan waktu istirahat di sela pose, nyaman sekali untuk ibu hamil tujuh bulan seperti saya.',
      'Gaun maternity dari studio pas dan jatuhnya bagus. Baby bump terlihat cantik di foto.',
      'Pose memeluk perut diarahkan dengan lembut, hasilnya manis sekali. Kenangan indah sebelum si kecil lahir.',
      'Fotografernya sabar dan sopan mengarahkan pose. Saya tidak canggung sama sekali selama sesi maternity.',
      'Pencahayaannya lembut, kulit terlihat alami tanpa edit berlebihan. Foto maternity ini akan kami simpan untuk si kecil.',
      'Ruang gantinya bersih dan ada sofa, jadi ibu hamil tidak capek menunggu. Sesi maternity yang hangat.',
      'Foto USG dan sepatu bayi kami ikut jadi properti. Foto maternity-nya jadi personal sekali.',
      'Hamil anak kedua, dan kali ini saya punya foto maternity yang layak dipajang. Hasilnya bikin terharu.',
    ],
    mixed: [
      'Foto maternity-nya bagus, tapi ruang gantinya agak panas untuk ibu hamil.',
      'Pilihan gaun maternity terbatas untuk ukuran saya. Untungnya hasil fotonya tetap manis.',
    ],
  },
  'Foto Produk': {
    praise: [
      'Foto produk untuk toko online saya jadi jauh lebih menarik. Penjualan di marketplace naik!',
      'Latar putihnya bersih, foto produk tinggal diunggah tanpa edit lagi.',
      'Detail jahitan tas kulit kami terlihat jelas di foto produk. Pelanggan jadi lebih yakin membeli.',
      'Warna produk di foto sama dengan aslinya, retur karena beda warna jadi berkurang.',
      'Timnya teliti menata produk satu per satu. Katalog kami sekarang terlihat seragam dan profesional.',
      'Kemasan botol yang mengilap bisa difoto tanpa pantulan lampu. Foto produknya terlihat mewah.',
      'Praktis untuk UMKM: produk diserahkan, konsep dijelaskan singkat, file foto produk dikirim tepat waktu.',
      'Foto produk kue kering kami jadi menggugah selera. Pesanan lewat Instagram bertambah.',
    ],
    mixed: [
      'Foto produknya rapi, tapi beberapa angle harus diulang karena label kemasan kurang terbaca.',
      'Hasilnya cocok untuk marketplace, namun kami menunggu file foto produk hampir seminggu.',
    ],
  },
  'Pas Foto': {
    praise: [
      'Butuh pas foto untuk lamaran kerja hari itu juga, selesai cepat dan langsung dicetak.',
      'Latar merah dan biru tersedia, pas foto 3x4 dan 4x6 langsung jadi untuk berkas SKCK.',
      'Kerah dan rambut dirapikan dulu sebelum difoto. Pas foto saya terlihat rapi.',
      'Wajah tetap terlihat seperti saya, hanya lebih segar. Pas foto untuk ijazah jadi rapi.',
      'Pas foto untuk pengajuan visa sesuai ketentuan ukuran dan latar. Pengajuan saya lancar.',
      'File digital pas fotonya dikirim juga, jadi bisa dipakai untuk daftar CPNS online.',
      'Anak saya dibuatkan pas foto untuk pendaftaran sekolah, fotografernya sabar sampai ekspresinya pas.',
      'Cetakan pas fotonya tajam dan dipotong rapi sesuai ukuran. Harganya terjangkau.',
    ],
    mixed: [
      'Pas fotonya rapi, tapi saya menunggu cetakan cukup lama karena printer sedang antre.',
      'Hasil pas fotonya sesuai syarat, hanya ekspresi saya terlihat agak tegang.',
    ],
  },
};
