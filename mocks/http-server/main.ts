import { parseArgs } from 'node:util';
import { startApiServer } from './api-server';
import { COMPACT_AFTER_CHANGES } from '../db/store';
import { DataDirectoryRefusedError } from './data-directory';

const started = performance.now();

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const USAGE = `npm run api [-- --reset] [-- --demo]

Serves the emulated backend over HTTP at http://$API_HOST:$API_PORT/api/v1.
  --reset          start over from the seed (removes what API_DATA_DIR holds)
  --demo           serve the demo controls (__demo/*: reset, clock, network, scenarios, inbox), to the
                   admin's token only; without it they answer 404 (also API_DEMO=1)
Environment:
  API_PORT         port (default 8787)
  API_HOST         interface to listen on (default 127.0.0.1; 0.0.0.0 for other devices)
  API_DATA_DIR     where the data is kept (default .api-data)
  API_CORS_ORIGIN  comma-separated origins whose pages may call it
                   (default: ${DEFAULT_CORS_ORIGINS.join(', ')})
  API_DEMO         1 (or true) serves the demo controls, as --demo does
  API_COMPACT_AFTER_CHANGES
                   how many journaled changes make it write a new snapshot (default ${COMPACT_AFTER_CHANGES})`;

function corsOriginsFrom(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_CORS_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

function compactAfterChangesFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const changes = Number(value);
  if (!Number.isInteger(changes) || changes < 1) {
    console.error(`API_COMPACT_AFTER_CHANGES must be a whole number of 1 or more, not ${JSON.stringify(value)}.`);
    process.exit(2);
  }
  return changes;
}

function portFrom(value: string | undefined): number {
  const port = Number(value ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`API_PORT must be a port number (0-65535), not ${JSON.stringify(value)}.`);
    process.exit(2);
  }
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean' }, demo: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const dataDirectory = process.env.API_DATA_DIR || '.api-data';
  const demo = values.demo === true || /^(1|true)$/i.test(process.env.API_DEMO ?? '');
  const server = await startApiServer({
    port: portFrom(process.env.API_PORT),
    host: process.env.API_HOST || '127.0.0.1',
    corsOrigins: corsOriginsFrom(process.env.API_CORS_ORIGIN),
    dataDirectory,
    reset: values.reset,
    demo,
    compactAfterChanges: compactAfterChangesFrom(process.env.API_COMPACT_AFTER_CHANGES),
    onNotice: (message) => console.warn(message),
  });
  console.log(
    `Studio Senja API on ${server.url} (data in ${dataDirectory}${values.reset ? ', reset to the seed' : ''}` +
      `${demo ? ', demo controls on for the admin' : ''}), ` +
      `started in ${Math.round(performance.now() - started)} ms on Node ${process.version}. Ctrl-C stops it.`,
  );
  // Every acknowledged change is already on disk: stopping lets the requests under way finish, then writes one
  // snapshot so the next start reads no journal.
  const stop = (signal: string) => {
    console.log(`${signal}: stopping after the requests under way.`);
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        // What was acknowledged is in the journal: the next start reads it back.
        console.error('The API stopped without writing its snapshot:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirectoryRefusedError) console.error(`The API did not start: ${error.message}`);
  else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')
    console.error(`The API did not start: the port is already in use (${error.message}). Set API_PORT to another.`);
  else console.error('The API did not start:', error);
  process.exit(1);
});
