import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { measureWorkerSize } from './service-worker-backend';

/** Text gzip cannot shrink much: about 1.33 bytes of base64 per random byte, gzipped back to about one byte. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

describe('measureWorkerSize', () => {
  it('reports the gzipped size of a worker within its budget', () => {
    expect(measureWorkerSize(incompressible(10 * 1024), 'sw.js', 80 * 1024)).toMatch(
      /^sw\.js is 1\d\.\d KB gzipped \(budget 80\.0 KB\)$/,
    );
  });

  it('fails the build for a worker over its budget, with both figures', () => {
    expect(() => measureWorkerSize(incompressible(90 * 1024), 'sw.js', 80 * 1024)).toThrow(
      /^service worker: sw\.js is (8[1-9]|9\d)\.\d KB gzipped \(budget 80\.0 KB\)\. The first visit waits for it\.$/,
    );
  });
});
