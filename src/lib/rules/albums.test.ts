import { describe, expect, it } from 'vitest';
import {
  albumStage,
  availableUntilFrom,
  chosenFileNames,
  matchEditedFiles,
  photoFileName,
  quotaRefusal,
  selectionCounter,
  selectionDeadlineFrom,
  selectionRefusal,
  type AlbumFacts,
} from './albums';

/** 29 November 2026, 14:00 WIB. */
const uploadedAt = new Date('2026-11-29T07:00:00.000Z');
const selecting: AlbumFacts = {
  photoCount: 24,
  selectionDeadline: '2026-12-04T00:00:00.000Z',
  submittedAt: null,
  deliveredAt: null,
  availableUntil: null,
};
const delivered: AlbumFacts = {
  ...selecting,
  submittedAt: '2026-12-01T03:00:00.000Z',
  deliveredAt: '2026-12-03T03:00:00.000Z',
  availableUntil: '2027-01-02T00:00:00.000Z',
};

describe('an album’s deadlines', () => {
  it('gives the customer until the end of the fifth studio day after the originals are in', () => {
    expect(selectionDeadlineFrom(uploadedAt, 5)).toBe('2026-12-04T00:00:00.000Z');
    // 17:30 UTC is 00:30 WIB: the next day in the studio's calendar.
    expect(selectionDeadlineFrom(new Date('2026-11-29T16:30:00.000Z'), 5)).toBe('2026-12-04T00:00:00.000Z');
    expect(selectionDeadlineFrom(new Date('2026-11-29T17:30:00.000Z'), 5)).toBe('2026-12-05T00:00:00.000Z');
  });

  it('keeps a delivered album for 30 studio days', () => {
    expect(availableUntilFrom(new Date('2026-12-03T03:00:00.000Z'), 30)).toBe('2027-01-02T00:00:00.000Z');
  });
});

describe('albumStage', () => {
  it('waits for photos until the first originals are in', () => {
    expect(albumStage({ ...selecting, photoCount: 0, selectionDeadline: null }, uploadedAt)).toBe('waiting');
  });

  it('asks the customer to choose until the last day is over, in WIB', () => {
    expect(albumStage(selecting, uploadedAt)).toBe('selecting');
    // 4 December, 23:59 WIB: still the last day.
    expect(albumStage(selecting, new Date('2026-12-04T16:59:00.000Z'))).toBe('selecting');
    // 5 December, 00:00 WIB: what was chosen goes to editing.
    expect(albumStage(selecting, new Date('2026-12-04T17:00:00.000Z'))).toBe('editing');
  });

  it('is edited once the choice is sent, ready once delivered, and expired after its last day', () => {
    expect(albumStage({ ...selecting, submittedAt: '2026-12-01T03:00:00.000Z' }, uploadedAt)).toBe('editing');
    expect(albumStage(delivered, new Date('2027-01-02T16:59:00.000Z'))).toBe('ready');
    expect(albumStage(delivered, new Date('2027-01-02T17:00:00.000Z'))).toBe('expired');
  });
});

describe('choosing photos', () => {
  it('is open while the album is at "Pilih foto" only', () => {
    expect(selectionRefusal(selecting, uploadedAt)).toBeUndefined();
    expect(selectionRefusal({ ...selecting, photoCount: 0, selectionDeadline: null }, uploadedAt)).toBe(
      'Foto belum dapat dipilih',
    );
    expect(selectionRefusal({ ...selecting, submittedAt: '2026-12-01T03:00:00.000Z' }, uploadedAt)).toBe(
      'Pilihan foto sudah terkirim dan tidak dapat diubah',
    );
    expect(selectionRefusal(selecting, new Date('2026-12-05T00:00:00.000Z'))).toBe(
      'Batas waktu memilih foto sudah lewat',
    );
    expect(selectionRefusal(delivered, uploadedAt)).toBe('Pilihan foto sudah terkirim dan tidak dapat diubah');
  });

  it('refuses more photos than the package edits, with the reason', () => {
    expect(quotaRefusal(10, 10)).toBeUndefined();
    expect(quotaRefusal(11, 10)).toBe('Maksimal 10 foto dapat dipilih untuk diedit');
    expect(quotaRefusal(1, 0)).toBe('Paket ini tidak termasuk foto edit');
    expect(selectionCounter(7, 10)).toBe('7/10 dipilih');
  });
});

describe('the files of an album', () => {
  it('knows a photo by its own file name, without a folder', () => {
    expect(photoFileName('C:\\Kamera\\DSC_0412.JPG')).toBe('DSC_0412.JPG');
    expect(photoFileName(' sesi/IMG 1.jpg ')).toBe('IMG 1.jpg');
    expect(photoFileName('   ')).toBeUndefined();
    expect(photoFileName(`${'a'.repeat(201)}.jpg`)).toBeUndefined();
  });

  it('pairs edits with the chosen originals by name, whatever the extension, case or an "-edit" suffix', () => {
    const chosen = [
      { id: 1, fileName: 'DSC_0412.jpg' },
      { id: 2, fileName: 'DSC_0415.NEF' },
      { id: 3, fileName: 'IMG_7.jpg' },
    ];
    const files = ['dsc_0412-edit.JPG', 'DSC_0415.jpg', 'DSC_0415_final.jpg', 'lain.jpg'].map((name) => ({ name }));
    const { matched, unmatched } = matchEditedFiles(files, chosen);
    expect(matched.map(({ file, photoId }) => [file.name, photoId])).toEqual([
      ['dsc_0412-edit.JPG', 1],
      ['DSC_0415.jpg', 2],
    ]);
    // A second edit of one original, and a file that names none, are not matched.
    expect(unmatched.map((file) => file.name)).toEqual(['DSC_0415_final.jpg', 'lain.jpg']);
  });

  it('names the chosen originals for an editor’s filter, space-separated', () => {
    const photos = [
      { fileName: 'DSC_0412.jpg', isChosen: true },
      { fileName: 'DSC_0413.jpg', isChosen: false },
      { fileName: 'DSC_0415.jpg', isChosen: true },
    ];
    expect(chosenFileNames(photos)).toBe('DSC_0412.jpg DSC_0415.jpg');
  });
});
