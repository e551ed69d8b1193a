/**
 * The last step of `npm run build:api-docs`: rewrites the reference Redocly built (dist/api-docs/index.html, or
 * the file named) so that it loads nothing from another host (build-tools/api-docs-offline.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { offlineApiDocs } from '../build-tools/api-docs-offline.ts';

const [file = 'dist/api-docs/index.html'] = process.argv.slice(2);
await writeFile(file, offlineApiDocs(await readFile(file, 'utf8')));
