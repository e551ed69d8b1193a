import { expect, it } from 'vitest';
import { catalogueMessages } from './catalogue-messages';

it('says what happened to a catalogue resource in the spec’s words, its noun capitalised to open a sentence', () => {
  expect(catalogueMessages('tambahan')).toEqual({
    read: 'Berhasil mengambil data tambahan',
    created: 'Tambahan berhasil ditambahkan',
    updated: 'Tambahan berhasil diubah',
    deleted: 'Tambahan berhasil dihapus',
  });
});
