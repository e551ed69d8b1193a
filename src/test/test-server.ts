import { createTestServer } from '@mocks/test-kit/node-server';

/** The one emulated backend all tests of a worker talk to; reset to the seed before each test. */
export const { server: testServer, backend: testBackend } = createTestServer();
