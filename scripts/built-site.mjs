// What the benches need to know about the production build in dist/: the base path it was made for, and a
// preview server of it under that base. Taken from the build itself, so a bench can never serve a build under
// another base than its own (its scripts would all answer 404 and the page would score as empty).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';

const DIST_INDEX = resolve(import.meta.dirname, '..', 'dist', 'index.html');

/** The base path `dist/` was built for, read from its index.html (the favicon is `%BASE_URL%images/favicon.svg`). */
function builtBasePath() {
  if (!existsSync(DIST_INDEX)) throw new Error('dist/index.html is missing: run `npm run build` first.');
  const match = /<link rel="icon"[^>]* href="([^"]*)images\/favicon\.svg"/.exec(readFileSync(DIST_INDEX, 'utf8'));
  if (!match)
    throw new Error('dist/index.html has no favicon link to read its base path from: is it a Vite build of this app?');
  const base = match[1];
  const asked = process.env.BASE_PATH;
  if (asked && asked.replace(/\/?$/, '/').replace(/^\/?/, '/') !== base) {
    throw new Error(`BASE_PATH is ${asked} but dist/ was built for ${base}: rebuild, or run without BASE_PATH.`);
  }
  return base;
}

/** Serves dist/ with `vite preview` (gzip, as a static host) under the base it was built for. */
export async function previewBuiltSite(port) {
  const base = builtBasePath();
  const server = await preview({ base, preview: { port, strictPort: true }, logLevel: 'silent' });
  return {
    basePath: base,
    url: new URL(base, `http://localhost:${port}`).href,
    close: () => new Promise((done) => server.httpServer.close(done)),
  };
}
