import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageTypeOfExtension } from '@/lib/rules/uploads';
import { readBytesIfPresent } from './disk-io';

/** The app's own images (public/images): the seed's categories and demo receipts point at them. */
const IMAGES_DIRECTORY = fileURLToPath(new URL('../../public/images/', import.meta.url));

const SERVED_IMAGE = /^\/images\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The app's own pictures are drawings (SVG) besides the formats uploads may take. */
function typeOf(name: string): string | undefined {
  const extension = name.split('.').pop() ?? '';
  return extension === 'svg' ? 'image/svg+xml' : imageTypeOfExtension(extension);
}

/**
 * Serves `/images/<name>` from the app's images, as the static site does beside the service worker: the seed
 * names them by path (`/images/family-1.svg`), which a client resolves against the API's URL.
 */
export async function serveStaticImage(pathname: string): Promise<Response | undefined> {
  const name = SERVED_IMAGE.exec(pathname)?.[1];
  const type = name && typeOf(name);
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
