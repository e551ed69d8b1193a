/** Starts the browser's download of an object URL under a file name, then lets the URL go. */
export function downloadObjectUrl(url: string, fileName: string): void {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The download has started from the click: the file's address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file the page made (a QR image) through the browser's download. */
export function saveFile(file: Blob, fileName: string): void {
  downloadObjectUrl(URL.createObjectURL(file), fileName);
}
