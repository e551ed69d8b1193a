import { setupServer } from 'msw/node';
import type { Backend } from '../backend';
import { createHandlers, type HandlerOptions } from '../handlers/all-handlers';
import { asOneHandler } from '../handlers/handler-dispatch';
import { createMemoryBackend } from '../memory-backend';

/** The emulated backend under Node, for tests: real `fetch` calls answered from memory. */
export function createTestServer(backend: Backend = createMemoryBackend(), options: HandlerOptions = {}) {
  return { backend, server: setupServer(asOneHandler(createHandlers(backend, options))) };
}
