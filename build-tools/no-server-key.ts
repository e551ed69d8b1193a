import type { Plugin } from 'vite';

/** A file the build is about to write: its name below the output folder, and its text. */
export interface BuiltText {
  fileName: string;
  text: string;
}

/** The files holding something that looks like a server key, one sentence each. */
export function serverKeysIn(files: BuiltText[], keyPattern: RegExp): string[] {
  return files
    .filter(({ text }) => keyPattern.test(text))
    .map(({ fileName }) => `${fileName} holds a payment gateway server key`);
}

/**
 * Fails any build (the app, its prerendered pages, the service worker) that would ship a payment gateway's server
 * key. Each store makes its own at its first start and keeps it with its data (issue 53): one in a built file is a
 * key every visitor could sign notifications with.
 */
export function noServerKey(keyPattern: RegExp): Plugin {
  return {
    name: 'no-server-key',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        text:
          output.type === 'chunk'
            ? output.code
            : typeof output.source === 'string'
              ? output.source
              : Buffer.from(output.source).toString('latin1'),
      }));
      const problems = serverKeysIn(files, keyPattern);
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
