import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { markBackendReady } from '../lib/backend-ready';
import { testBackend, testServer } from './test-server';

markBackendReady();
// Lazy pages are compiled on first use: on a busy 2-core machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  // Testing Library sets this once per worker; with files sharing a worker, every file needs it again.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  testServer.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  localStorage.clear();
  await testBackend.store.reset();
});
afterEach(() => {
  cleanup();
  testServer.resetHandlers();
});
afterAll(() => testServer.close());
