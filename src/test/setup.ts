import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { markBackendReady } from '../lib/backend-ready';
import { testBackend, testServer } from './test-server';

markBackendReady();

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  await testBackend.store.reset();
});
afterEach(() => {
  cleanup();
  testServer.resetHandlers();
});
afterAll(() => testServer.close());
