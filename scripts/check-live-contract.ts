/**
 * `npm run test:contract`: the live HTTP server held against docs/openapi.yaml by a tool nobody here wrote.
 * Starts `npm run api -- --demo` on a free port with a fresh data directory (the workflows set the clock and
 * reseed through the demo controls, with the admin's token), runs Redocly's `respect` on the Arazzo workflows
 * in docs/arazzo/ against it (every answer's status, content type and body checked against the contract),
 * stops the server and exits with respect's status.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApi } from '@mocks/test-kit/api-process';

const WORKFLOWS = 'docs/arazzo/studio.arazzo.yaml';

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const dataDirectory = await mkdtemp(join(tmpdir(), 'studio-contract-'));
const api = await spawnApi({ dataDirectory, args: ['--demo'] });
console.log(`npm run api is up at ${api.url}, its data in ${dataDirectory}.`);
const status = await run('npx', ['redocly', 'respect', WORKFLOWS, '--server', `studio=${api.url}`]).finally(
  async () => {
    await api.stop('SIGTERM');
    await rm(dataDirectory, { recursive: true, force: true });
  },
);
if (status !== 0) console.error(`respect found answers the contract does not describe (exit ${status}).`);
process.exit(status);
