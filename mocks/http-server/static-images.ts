import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBytesIfPresent } from './disk-io';

/** The app's own images (public/images): the seed's categories and demo receipts point at them. */
const IMAGES_DIRECTORY = fileURLToPath(new URL('../../public/images/', import.meta.url));

const SERVED_IMAGE = /^\/images\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

const TYPE_OF_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Serves `/images/<name>` from the app's images, as the static site does beside the service worker: the seed
 * names them by path (`/images/family-1.svg`), which a client resolves against the API's URL.
 */
export async function serveStaticImage(pathname: string): Promise<Response | undefined> {
  const name = SERVED_IMAGE.exec(pathname)?.[1];
  const type = name && TYPE_OF_EXTENSION[name.split('.').pop() ?? ''];
  if (!name || !type) return undefined;
  const bytes = await readBytesIfPresent(join(IMAGES_DIRECTORY, name));
  if (!bytes) return undefined;
  return new Response(bytes, {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
