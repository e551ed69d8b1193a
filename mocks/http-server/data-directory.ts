import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Persistence } from '../db/persistence';
import { checkSnapshot, type Snapshot } from '../db/snapshot';
import { readTextIfPresent, removeTemporaryFiles, writeFileAtomically } from './disk-io';

/** Where the server keeps its data: the database's snapshot, the demo settings, and the uploaded files beside them. */
export interface DataDirectory {
  root: string;
  snapshotFile: string;
  settingsFile: string;
  uploadsDirectory: string;
}

export function dataDirectoryAt(root: string): DataDirectory {
  const absolute = resolve(root);
  return {
    root: absolute,
    snapshotFile: join(absolute, 'snapshot.json'),
    settingsFile: join(absolute, 'settings.json'),
    uploadsDirectory: join(absolute, 'uploads'),
  };
}

/** Stored data this server will not use, and will not overwrite either: it stops with this message. */
export class DataDirectoryRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirectoryRefusedError';
  }
}

const refusal = (file: string, problem: string) =>
  new DataDirectoryRefusedError(
    `${file} ${problem}. It was left as it is: move it away (or fix it) to keep what it holds, or start over from the seed with \`npm run api -- --reset\`.`,
  );

/**
 * The stored snapshot's text, checked before the server uses it: none on a first start, refused when
 * damaged, and with its revision.
 */
async function readCheckedSnapshot(file: string): Promise<StoredSnapshot | undefined> {
  const text = await readTextIfPresent(file);
  if (text === undefined) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    throw refusal(file, 'is not valid JSON (damaged or cut short)');
  }
  const check = checkSnapshot(stored);
  if (check.status === 'newer') throw refusal(file, 'was written by a newer version of this server');
  if (check.status === 'outdated') throw refusal(file, 'is from a version too old to migrate');
  if (check.status === 'corrupt') throw refusal(file, 'does not hold a valid database');
  return { text, revision: check.snapshot.revision };
}

/** A snapshot as the file holds it: its JSON text, and the revision the store compares without parsing it. */
interface StoredSnapshot {
  text: string;
  revision: number;
}

export interface OpenedDataDirectory {
  directory: DataDirectory;
  persistence: Persistence;
}

/**
 * Prepares the data directory and reads what it holds. With `reset`, everything in it is removed first (the
 * store then starts from the seed); otherwise a snapshot that cannot be used stops the server with a message
 * and is left in place. What interrupted writes left behind is cleared.
 */
export async function openDataDirectory(root: string, { reset = false } = {}): Promise<OpenedDataDirectory> {
  const directory = dataDirectoryAt(root);
  if (reset) {
    await rm(directory.snapshotFile, { force: true });
    await rm(directory.settingsFile, { force: true });
    await rm(directory.uploadsDirectory, { recursive: true, force: true });
  }
  await mkdir(directory.uploadsDirectory, { recursive: true });
  await removeTemporaryFiles(directory.root);
  await removeTemporaryFiles(directory.uploadsDirectory);
  const stored = await readCheckedSnapshot(directory.snapshotFile);
  return { directory, persistence: createFilePersistence(directory.snapshotFile, stored) };
}

/**
 * The store's persistence in one JSON file, which this process alone writes: the text it last read or wrote is
 * kept in memory (a load parses it into a fresh copy), and every commit replaces the file atomically before the
 * store acknowledges it.
 */
function createFilePersistence(file: string, initial: StoredSnapshot | undefined): Persistence {
  let stored = initial;
  return {
    readRevision: () => Promise.resolve(stored?.revision),
    load: () => Promise.resolve(stored === undefined ? undefined : (JSON.parse(stored.text) as unknown)),
    async save(snapshot: Snapshot) {
      const text = JSON.stringify(snapshot);
      await writeFileAtomically(file, text);
      stored = { text, revision: snapshot.revision };
    },
  };
}
