/**
 * The studio's catalogue as the seed lays it out: categories with their art, packages and add-ons. A booking
 * holds one 20-minute slot, so no package promises a longer session and no add-on adds time; every unit is
 * something counted (`per orang`, `per lembar`), which reads right after a price and after a quantity.
 */

import { dailySlotTimes } from '@/lib/rules/slots';

interface SeedPackage {
  name: string;
  price: number;
  /** How many of the session's photos the studio edits: shown beside the description, not in it. */
  editedQuota: number;
  description: string[];
}

interface SeedAddon {
  name: string;
  unit: string;
  price: number;
}

export interface SeedCategory {
  name: string;
  images: string[];
  packages: SeedPackage[];
  addons: SeedAddon[];
}

const extraPerson: SeedAddon = { name: 'Tambahan Orang', unit: 'orang', price: 50_000 };
const extraBackground: SeedAddon = { name: 'Ganti Background', unit: 'background', price: 40_000 };

export const seedCategories: SeedCategory[] = [
  {
    name: 'Foto Keluarga',
    images: ['images/family-1.svg', 'images/family-2.svg', 'images/family-3.svg'],
    packages: [
      {
        name: 'Keluarga Kecil',
        price: 350_000,
        editedQuota: 10,
        description: ['Sesi foto 20 menit', 'Maksimal 4 orang', 'Semua file digital via Google Drive'],
      },
      {
        name: 'Keluarga Besar',
        price: 650_000,
        editedQuota: 20,
        description: ['Sesi foto 20 menit', 'Maksimal 10 orang', '1 cetak 16R dengan bingkai'],
      },
      {
        name: 'Keluarga Premium',
        price: 950_000,
        editedQuota: 35,
        description: ['Sesi foto 20 menit', 'Maksimal 15 orang', '2 background pilihan', 'Album foto 20 halaman'],
      },
    ],
    addons: [extraPerson, extraBackground, { name: 'Tambahan Foto Edit', unit: 'foto', price: 25_000 }],
  },
  {
    name: 'Wisuda',
    images: ['images/graduation-1.svg', 'images/graduation-2.svg', 'images/graduation-3.svg'],
    packages: [
      {
        name: 'Wisuda Personal',
        price: 250_000,
        editedQuota: 8,
        description: ['Sesi foto 20 menit', '1 orang wisudawan', 'Properti toga dan bunga'],
      },
      {
        name: 'Wisuda Bersama Keluarga',
        price: 450_000,
        editedQuota: 15,
        description: ['Sesi foto 20 menit', 'Maksimal 6 orang', '1 cetak 10R'],
      },
    ],
    addons: [extraPerson, extraBackground, { name: 'Cetak Foto 10R', unit: 'lembar', price: 35_000 }],
  },
  {
    name: 'Prewedding',
    images: ['images/prewedding-1.svg', 'images/prewedding-2.svg', 'images/prewedding-3.svg'],
    packages: [
      {
        name: 'Prewedding Studio Basic',
        price: 1_200_000,
        editedQuota: 20,
        description: ['Sesi foto 20 menit di studio', '1 kostum pilihan', 'Makeup natural untuk berdua sebelum sesi'],
      },
      {
        name: 'Prewedding Studio Lengkap',
        price: 2_500_000,
        editedQuota: 40,
        description: [
          'Sesi foto 20 menit di studio',
          'Konsep dan properti disiapkan sebelum sesi',
          'Makeup dan hairdo untuk berdua sebelum sesi',
          'Kanvas 40x60 cm',
        ],
      },
    ],
    addons: [
      { name: 'Cetak Kanvas 40x60 cm', unit: 'lembar', price: 350_000 },
      { name: 'Ganti Background Tematik', unit: 'background', price: 75_000 },
    ],
  },
  {
    name: 'Maternity',
    images: ['images/maternity-1.svg', 'images/maternity-2.svg', 'images/maternity-3.svg'],
    packages: [
      {
        name: 'Maternity Solo',
        price: 400_000,
        editedQuota: 12,
        description: ['Sesi foto 20 menit', 'Gaun maternity tersedia'],
      },
      {
        name: 'Maternity Bersama Pasangan',
        price: 600_000,
        editedQuota: 20,
        description: ['Sesi foto 20 menit', 'Ibu, pasangan dan kakak', 'Properti bunga dan papan nama'],
      },
      {
        name: 'Maternity Eksklusif',
        price: 900_000,
        editedQuota: 30,
        description: ['Sesi foto 20 menit', 'Makeup dan hairdo sebelum sesi', 'Cetak 12R dengan bingkai kayu'],
      },
    ],
    addons: [extraPerson, { name: 'Makeup Tambahan', unit: 'orang', price: 150_000 }],
  },
  {
    name: 'Foto Produk',
    images: ['images/product-1.svg', 'images/product-2.svg', 'images/product-3.svg'],
    packages: [
      {
        name: 'Katalog 10 Produk',
        price: 500_000,
        editedQuota: 20,
        description: [
          'Sesi foto 20 menit',
          '10 produk, 2 angle per produk',
          'Latar putih bersih',
          'Siap unggah ke marketplace',
        ],
      },
      {
        name: 'E-commerce 25 Produk',
        price: 1_100_000,
        editedQuota: 75,
        description: [
          'Serah terima produk dan arahan konsep dalam slot 20 menit',
          'Difoto tim studio tanpa perlu ditunggu: 25 produk, 3 angle per produk',
          'Latar putih dan warna',
          'Retouch detail produk',
          'File resolusi tinggi',
        ],
      },
    ],
    addons: [
      { name: 'Tambahan Produk', unit: 'produk', price: 45_000 },
      { name: 'Foto Flatlay Bertema', unit: 'background', price: 100_000 },
      { name: 'Model Tangan', unit: 'produk', price: 60_000 },
    ],
  },
  {
    name: 'Pas Foto',
    images: ['images/passport-1.svg', 'images/passport-2.svg', 'images/passport-3.svg'],
    packages: [
      {
        name: 'Pas Foto Kilat',
        price: 50_000,
        editedQuota: 1,
        description: ['Selesai 15 menit', 'Latar merah atau biru', '4 lembar cetak 3x4 dan 4x6', 'File digital'],
      },
      {
        name: 'Pas Foto Formal Lengkap',
        price: 120_000,
        editedQuota: 2,
        description: [
          'Jas dan dasi tersedia',
          'Retouch wajah ringan',
          '8 lembar cetak berbagai ukuran',
          'File digital',
        ],
      },
    ],
    addons: [{ name: 'Cetak Tambahan', unit: 'lembar', price: 5_000 }, extraBackground],
  },
  {
    name: 'Foto Hewan Peliharaan',
    images: ['images/gallery-4.svg'],
    packages: [],
    addons: [],
  },
];

/** Every slot of the day: 10:20 to 19:40 in steps of 20 minutes, a session each (the contact page's hours agree). */
export function seedTimes(): string[] {
  return dailySlotTimes();
}
