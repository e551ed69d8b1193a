import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { replayJournal } from '../db/journal';
import type { Persistence } from '../db/persistence';
import { checkSnapshot } from '../db/snapshot';
import { removeTemporaryFiles } from './disk-io';
import { openFilePersistence, readStoreFiles, StoreFilesDamagedError, type StoreFiles } from './file-persistence';

/**
 * Where the server keeps its data: the database's snapshot and the journal of the commits since, the demo
 * settings, and the uploaded files beside them.
 */
interface DataDirectory extends StoreFiles {
  root: string;
  settingsFile: string;
  uploadsDirectory: string;
}

function dataDirectoryAt(root: string): DataDirectory {
  const absolute = resolve(root);
  return {
    root: absolute,
    snapshotFile: join(absolute, 'snapshot.json'),
    journalFile: join(absolute, 'journal.jsonl'),
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

export interface OpenedDataDirectory {
  directory: DataDirectory;
  persistence: Persistence & { close(): Promise<void> };
}

/**
 * Prepares the data directory and reads what it holds. With `reset`, everything in it is removed first (the
 * store then starts from the seed); otherwise stored data that cannot be used (a snapshot or a journal entry
 * damaged, a newer version's, one too old to migrate) stops the server with a message and is left in place.
 * What interrupted writes left behind is cleared: temporary files, and a journal entry cut short (it was never
 * acknowledged), which `onNotice` is told of.
 */
export async function openDataDirectory(
  root: string,
  { reset = false, onNotice }: { reset?: boolean; onNotice?: (message: string) => void } = {},
): Promise<OpenedDataDirectory> {
  const directory = dataDirectoryAt(root);
  if (reset) {
    await rm(directory.snapshotFile, { force: true });
    await rm(directory.journalFile, { force: true });
    await rm(directory.settingsFile, { force: true });
    await rm(directory.uploadsDirectory, { recursive: true, force: true });
  }
  await mkdir(directory.uploadsDirectory, { recursive: true });
  await removeTemporaryFiles(directory.root);
  await removeTemporaryFiles(directory.uploadsDirectory);
  let readBack;
  try {
    readBack = await readStoreFiles(directory);
  } catch (error) {
    if (error instanceof StoreFilesDamagedError) throw refusal(error.file, error.problem);
    throw error;
  }
  if (readBack.stored) {
    const replayed = replayJournal(readBack.stored.snapshot, readBack.stored.journal);
    if (replayed.status === 'broken')
      throw refusal(directory.journalFile, `does not follow on its snapshot (${replayed.problem})`);
    const check = checkSnapshot(replayed.snapshot);
    if (check.status === 'newer')
      throw refusal(directory.snapshotFile, 'was written by a newer version of this server');
    if (check.status === 'outdated') throw refusal(directory.snapshotFile, 'is from a version too old to migrate');
    if (check.status === 'corrupt') throw refusal(directory.snapshotFile, 'does not hold a valid database');
  }
  if (readBack.tornBytes > 0)
    onNotice?.(
      `${directory.journalFile}: a write cut short (${readBack.tornBytes} bytes, never acknowledged) is cut off.`,
    );
  return { directory, persistence: await openFilePersistence(directory, readBack) };
}
