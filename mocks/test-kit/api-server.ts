/** The HTTP server (`npm run api`) in the test's own process, over a data directory of its own. */
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { startApiServer, type ApiServerOptions, type RunningApiServer } from '../http-server/api-server';
import { apiClientFor } from './http-client';
import { makeDataDirectory } from './data-directory';

export type TestServerOptions = Partial<Pick<ApiServerOptions, 'reset' | 'demo' | 'corsOrigins'>>;

/**
 * Registers the hooks of a test file: a data directory made once, the server stopped after each test. `start`
 * serves it on a free port (cheap password hashes, the log kept in `logged`) and answers a client of it.
 */
export function setUpApiServer() {
  const state: { dataDirectory: string; server: RunningApiServer | undefined } = {
    dataDirectory: '',
    server: undefined,
  };
  const logged: string[] = [];

  async function start(options: TestServerOptions = {}) {
    state.server = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      corsOrigins: [],
      dataDirectory: state.dataDirectory,
      passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS,
      log: (line) => logged.push(line),
      ...options,
    });
    return { ...apiClientFor(`${state.server.url}/`), url: state.server.url, server: state.server };
  }

  async function stop() {
    await state.server?.close();
    state.server = undefined;
  }

  beforeAll(async () => {
    state.dataDirectory = await makeDataDirectory('studio-api');
  });
  afterEach(stop);
  afterAll(() => rm(state.dataDirectory, { recursive: true, force: true }));

  return { start, stop, logged, dataDirectory: () => state.dataDirectory };
}
