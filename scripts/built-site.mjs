// What the benches need to know about a production build (dist/, or dist-real-api/): the base path it was made
// for, and a preview server of it under that base. Taken from the build itself, so a bench can never serve a build under
// another base than its own (its scripts would all answer 404 and the page would score as empty).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD_COMMANDS = { dist: 'npm run build', 'dist-real-api': 'npm run build:real-api' };

/** The base path a build was made for, read from its index.html (the favicon is `%BASE_URL%images/favicon.svg`). */
function builtBasePath(directory) {
  const index = resolve(ROOT, directory, 'index.html');
  if (!existsSync(index))
    throw new Error(`${directory}/index.html is missing: run \`${BUILD_COMMANDS[directory]}\` first.`);
  const match = /<link rel="icon"[^>]* href="([^"]*)images\/favicon\.svg"/.exec(readFileSync(index, 'utf8'));
  if (!match)
    throw new Error(
      `${directory}/index.html has no favicon link to read its base path from: is it a Vite build of this app?`,
    );
  const base = match[1];
  const asked = process.env.BASE_PATH;
  if (asked && asked.replace(/\/?$/, '/').replace(/^\/?/, '/') !== base) {
    throw new Error(
      `BASE_PATH is ${asked} but ${directory}/ was built for ${base}: rebuild, or run without BASE_PATH.`,
    );
  }
  return base;
}

/** Serves a build (dist/ unless told) with `vite preview` (gzip, as a static host) under the base it was built for. */
export async function previewBuiltSite(port, directory = 'dist') {
  const base = builtBasePath(directory);
  const server = await preview({
    base,
    build: { outDir: directory },
    preview: { port, strictPort: true },
    logLevel: 'silent',
  });
  return {
    basePath: base,
    url: new URL(base, `http://localhost:${port}`).href,
    close: () => new Promise((done) => server.httpServer.close(done)),
  };
}
