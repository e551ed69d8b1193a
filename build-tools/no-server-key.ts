import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { emittedFiles, type EmittedFile } from './real-api-build-check.ts';

/** The files holding something that looks like a server key, one sentence each. */
export function serverKeysIn(files: EmittedFile[], keyPattern: RegExp): string[] {
  return files
    .filter(({ text }) => keyPattern.test(text))
    .map(({ fileName }) => `${fileName} holds a payment gateway server key`);
}

/**
 * Fails any build that shipped a payment gateway's server key, once the whole build is written: the app, its
 * prerendered pages, the public folder and the service worker. Each store makes its own key at its first start and
 * keeps it with its data (issue 53): one in a built file is a key every visitor could sign notifications with.
 */
export function noServerKey(keyPattern: RegExp): Plugin {
  let outDir = '';
  return {
    name: 'no-server-key',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildApp: {
      order: 'post',
      async handler() {
        const problems = serverKeysIn(await emittedFiles(outDir), keyPattern);
        if (problems.length > 0) throw new Error(`${relative(process.cwd(), outDir)}/: ${problems.join('\n')}`);
      },
    },
  };
}
