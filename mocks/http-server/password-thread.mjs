// A thread of the HTTP server's own for PBKDF2 (password-threads.ts): it derives the bits asked for and answers
// them, so the slow part of a password never runs on the thread that serves requests, nor on the pool that
// reads and writes the data directory.
import { Buffer } from 'node:buffer';
import { pbkdf2Sync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ id, password, salt, iterations, bits }) => {
  try {
    const derived = pbkdf2Sync(password, Buffer.from(salt), iterations, bits / 8, 'sha256');
    parentPort?.postMessage({ id, bits: new Uint8Array(derived) });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
