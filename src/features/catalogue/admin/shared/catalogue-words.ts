/**
 * The words of the admin's catalogue pages for items named `noun` ('kategori', 'paket', 'tambahan'): the
 * noun as a title ('Paket'), the list's name, the name field's label, and each mode's page title and form name.
 */
export function catalogueWords(noun: string) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    title,
    list: `Daftar ${noun}`,
    name: `Nama ${title}`,
    pageTitle: { create: `Tambah ${title}`, edit: `Ubah ${title}` },
    formLabel: { create: `Tambah ${noun}`, edit: `Ubah ${noun}` },
  };
}
