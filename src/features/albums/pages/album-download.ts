/**
 * "Unduh semua": the album as one ZIP, made as it downloads (client-zip) rather than held whole in memory. Where
 * the browser lets the page write a file the person picks (Chromium's File System Access), the archive streams
 * to disk; elsewhere it is gathered into one file first, as a download can only be started from a whole one.
 */
import { makeZip } from 'client-zip';
import type { Album, AlbumPhoto } from '@/lib/api/api-types';
import { apiImageUrl } from '@/lib/config';
import { downloadObjectUrl, saveFile } from '@/lib/save-file';

/** The part of the File System Access API this needs (Chromium only; not in TypeScript's DOM types). */
interface SaveFilePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>;
}

/** A file of the archive: where it is served, and its name in the archive. */
interface ArchivedFile {
  url: string;
  name: string;
}

/** The name of a file as saved: the photo's own, with the extension its bytes have where that differs. */
function savedName(fileName: string, type: string): string {
  const extension = type === 'image/svg+xml' ? 'svg' : type.split('/')[1]?.replace('jpeg', 'jpg');
  if (!extension || fileName.toLowerCase().endsWith(`.${extension}`)) return fileName;
  return `${fileName.replace(/\.[^.]*$/, '')}.${extension}`;
}

/** The edits first (in "Edit/"), then every original (in "Asli/"). */
export function archivedFiles(album: Album): ArchivedFile[] {
  const edits = album.photos.flatMap((photo) =>
    photo.editedUrl ? [{ url: photo.editedUrl, name: `Edit/${photo.fileName}` }] : [],
  );
  return [...edits, ...album.photos.map((photo) => ({ url: photo.url, name: `Asli/${photo.fileName}` }))];
}

/** "HasilFoto-Reservasi-12.zip". */
export const archiveName = (album: Album) => `HasilFoto-Reservasi-${album.reservationId}.zip`;

/** Reads each file as the archive asks for it, and tells how many are in. */
async function* fetched(files: ArchivedFile[], onFile: (done: number) => void) {
  for (const [index, file] of files.entries()) {
    const response = await fetch(apiImageUrl(file.url));
    if (!response.ok || !response.body) throw new Error(`Foto ${file.name} tidak dapat diunduh`);
    const type = response.headers.get('Content-Type') ?? '';
    yield { input: response.body, name: savedName(file.name, type) };
    onFile(index + 1);
  }
}

/**
 * Downloads the album as a ZIP; `onProgress` hears how many of the files are in. Answers false when the person
 * closed the save dialog.
 */
export async function downloadAlbum(album: Album, onProgress: (done: number, total: number) => void): Promise<boolean> {
  const files = archivedFiles(album);
  const zip = () => makeZip(fetched(files, (done) => onProgress(done, files.length)));
  const picker = (window as Partial<SaveFilePicker> & Window).showSaveFilePicker;
  if (picker) {
    let handle;
    try {
      handle = await picker.call(window, {
        suggestedName: archiveName(album),
        types: [{ description: 'Arsip ZIP', accept: { 'application/zip': ['.zip'] } }],
      });
    } catch {
      return false;
    }
    await zip().pipeTo(await handle.createWritable());
    return true;
  }
  const archive = await new Response(zip()).blob();
  downloadObjectUrl(URL.createObjectURL(archive), archiveName(album));
  return true;
}

/**
 * Downloads one photo, its edit or its original, under its own name. Read first and saved from the page: a link's
 * `download` is ignored for a file of another origin (a real API's), which would open the picture instead.
 */
export async function downloadPhoto(photo: AlbumPhoto, copy: 'edited' | 'original'): Promise<void> {
  const response = await fetch(apiImageUrl(copy === 'edited' && photo.editedUrl ? photo.editedUrl : photo.url));
  if (!response.ok) throw new Error(`Foto ${photo.fileName} tidak dapat diunduh`);
  const file = await response.blob();
  saveFile(file, savedName(photo.fileName, file.type));
}
