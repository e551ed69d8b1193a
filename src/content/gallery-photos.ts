import { publicAsset } from '../lib/config';

export interface GalleryPhoto {
  src: string;
  alt: string;
}

const photo = (file: string, alt: string): GalleryPhoto => ({ src: publicAsset(`images/${file}`), alt });

const popularPhotos: GalleryPhoto[] = [
  photo('gallery-1.svg', 'Potret setengah badan dengan latar hangat'),
  photo('gallery-2.svg', 'Pasangan berfoto dengan ring light'),
  photo('gallery-3.svg', 'Foto bersama lima sahabat'),
  photo('gallery-10.svg', 'Ibu menggendong bayi'),
];

const inspirationPhotos: GalleryPhoto[] = [
  photo('gallery-7.svg', 'Pose fashion dengan topi lebar'),
  photo('gallery-8.svg', 'Siluet di depan cahaya keemasan'),
  photo('gallery-5.svg', 'Foto produk parfum di atas podium'),
  photo('gallery-4.svg', 'Potret anjing peliharaan'),
];

const morePhotos: GalleryPhoto[] = [
  photo('gallery-6.svg', 'Dua anak dengan balon'),
  photo('gallery-9.svg', 'Pria berjas di samping bangku'),
  photo('gallery-11.svg', 'Potret maternity'),
  photo('gallery-12.svg', 'Pemain gitar di studio'),
];

/** The gallery's sections, in order: the home page shows the first two. */
export const gallerySections = [
  { title: 'Foto Populer', photos: popularPhotos },
  { title: 'Inspirasi Foto', photos: inspirationPhotos },
  { title: 'Momen Keluarga & Karya Lainnya', photos: morePhotos },
];
