/**
 * `npm run build:api-docs`: Redocly renders docs/openapi.yaml into dist/api-docs/index.html (or the file named),
 * then the page is rewritten so that it loads nothing from another host (build-tools/api-docs-offline.ts) and its
 * pickers are named by what they show (build-tools/api-docs-select-names.ts).
 *
 * Redocly's `build-docs` prints, on every run, a box saying it now renders with Redoc 3 and that custom templates
 * may need updates. Ours (docs/api-docs.hbs) was checked with Redoc 3 (e2e/api-docs.spec.ts opens the page), so
 * that box alone is left out of the output; everything else Redocly prints is passed on.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { offlineApiDocs } from '../build-tools/api-docs-offline.ts';
import { namedApiDocsPickers } from '../build-tools/api-docs-select-names.ts';

const REDOC_3_NOTICE = 'build-docs now renders docs with Redoc 3';

/** Redocly's output without the Redoc 3 notice: its box (╔ … ╝) and the empty line before it. */
function withoutRedoc3Notice(output: string): string {
  const lines = output.split('\n');
  const top = lines.findIndex((line) => line.includes('╔'));
  const bottom = lines.findIndex((line, index) => index > top && line.includes('╝'));
  if (top < 0 || bottom < 0 || !lines.slice(top, bottom).some((line) => line.includes(REDOC_3_NOTICE))) return output;
  const start = top > 0 && lines[top - 1]?.trim() === '' ? top - 1 : top;
  return [...lines.slice(0, start), ...lines.slice(bottom + 1)].join('\n');
}

const [file = 'dist/api-docs/index.html'] = process.argv.slice(2);
const redocly = spawnSync(
  'redocly',
  [
    'build-docs',
    'docs/openapi.yaml',
    '--inlineBundle',
    '--template',
    'docs/api-docs.hbs',
    '--title',
    'Studio Senja API',
    '-o',
    file,
  ],
  { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
);
process.stderr.write(withoutRedoc3Notice(redocly.stderr ?? ''));
if (redocly.status !== 0) process.exit(redocly.status ?? 1);
await writeFile(file, namedApiDocsPickers(offlineApiDocs(await readFile(file, 'utf8'))));
