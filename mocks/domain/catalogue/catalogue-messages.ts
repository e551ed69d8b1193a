/** What the backend says of a catalogue resource: categories, packages, add-ons and time slots alike. */
export interface CatalogueMessages {
  read: string;
  created: string;
  updated: string;
  deleted: string;
}

/** The messages of a catalogue resource named `noun` ('kategori', 'paket', 'tambahan', 'waktu'). */
export function catalogueMessages(noun: string): CatalogueMessages {
  const subject = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    read: `Berhasil mengambil data ${noun}`,
    created: `${subject} berhasil ditambahkan`,
    updated: `${subject} berhasil diubah`,
    deleted: `${subject} berhasil dihapus`,
  };
}
