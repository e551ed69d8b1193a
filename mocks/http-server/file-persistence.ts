import { open, type FileHandle } from 'node:fs/promises';
import { parseJournalEntry, type JournalEntry } from '../db/journal';
import { JournalConflictError, type Persistence, type StoredData } from '../db/persistence';
import { readBytesIfPresent, readTextIfPresent, writeFileAtomically } from './disk-io';

/** The two files the store is kept in: a snapshot, and the journal of the commits since. */
export interface StoreFiles {
  snapshotFile: string;
  journalFile: string;
}

/** What the files held, read back: the data, the last revision, and where the journal's good part ends. */
export interface ReadBackFiles {
  stored: StoredData | undefined;
  revision: number | undefined;
  /** The journal's length up to its last whole entry. */
  journalLength: number;
  /** Bytes after the last whole entry: a write cut short, never acknowledged, to be cut off. */
  tornBytes: number;
}

/** The store's files hold something this server will not use; it stops with the reason. */
export class StoreFilesDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file} ${problem}`);
    this.name = 'StoreFilesDamagedError';
  }
}

function parsedLine(line: string): JournalEntry | undefined {
  try {
    return parseJournalEntry(JSON.parse(line));
  } catch {
    return undefined;
  }
}

/**
 * Reads the snapshot and the journal's entries. An entry is a line of JSON ending in a newline: a last line
 * that is not whole (a write the process was killed in, never acknowledged) is left out and reported; a damaged
 * line before the last whole one is damage, and so is a snapshot that is not JSON.
 */
export async function readStoreFiles({ snapshotFile, journalFile }: StoreFiles): Promise<ReadBackFiles> {
  const [snapshotText, journalBytes = new Uint8Array()] = await Promise.all([
    readTextIfPresent(snapshotFile),
    readBytesIfPresent(journalFile),
  ]);
  const lines = new TextDecoder().decode(journalBytes).split('\n');
  // What follows the last newline was never a whole entry: empty, or a write cut short.
  lines.pop();
  const journal: JournalEntry[] = [];
  let journalLength = 0;
  for (const [index, line] of lines.entries()) {
    const entry = parsedLine(line);
    if (!entry) {
      if (index < lines.length - 1) throw new StoreFilesDamagedError(journalFile, `is damaged at line ${index + 1}`);
      break;
    }
    journal.push(entry);
    journalLength += Buffer.byteLength(line) + 1;
  }
  const tornBytes = journalBytes.length - journalLength;
  if (snapshotText === undefined) {
    if (journal.length > 0) throw new StoreFilesDamagedError(journalFile, 'has entries but there is no snapshot');
    return { stored: undefined, revision: undefined, journalLength, tornBytes };
  }
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(snapshotText);
  } catch {
    throw new StoreFilesDamagedError(snapshotFile, 'is not valid JSON (damaged or cut short)');
  }
  const snapshotRevision = (snapshot as { revision?: unknown }).revision;
  const revision = journal.at(-1)?.revision ?? (typeof snapshotRevision === 'number' ? snapshotRevision : undefined);
  return { stored: { snapshot, journal }, revision, journalLength, tornBytes };
}

async function writeWhole(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let written = 0; written < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
    written += bytesWritten;
  }
}

/**
 * The store kept in two files that this process alone writes: each commit is one line appended to the journal
 * and flushed to disk (fdatasync) before the store acknowledges it, so a write costs what it changed; a
 * replacement (a reset, a migration, a compaction) writes a new snapshot atomically, then empties the journal.
 * A failed append is cut off again, so the journal never holds what was not acknowledged; should that fail too,
 * the next append cuts it off first. Closing lets go of the journal.
 */
export async function openFilePersistence(
  files: StoreFiles,
  readBack: ReadBackFiles,
): Promise<Persistence & { close(): Promise<void> }> {
  const journal = await open(files.journalFile, 'a');
  let goodLength = readBack.journalLength;
  let revision = readBack.revision;
  let unread = readBack.stored;
  let cutShort = readBack.tornBytes > 0;

  async function cutOffAfterGoodLength(): Promise<void> {
    await journal.truncate(goodLength);
    await journal.datasync();
    cutShort = false;
  }

  return {
    readRevision: () => Promise.resolve(revision),
    async load() {
      const stored = unread ?? (await readStoreFiles(files)).stored;
      unread = undefined;
      return stored;
    },
    async append(entry) {
      if (revision !== undefined && entry.revision !== revision + 1) throw new JournalConflictError(entry.revision);
      if (cutShort) await cutOffAfterGoodLength();
      const line = Buffer.from(`${JSON.stringify(entry)}\n`);
      try {
        await writeWhole(journal, line);
        await journal.datasync();
      } catch (error) {
        cutShort = true;
        await cutOffAfterGoodLength().catch(() => undefined);
        throw error;
      }
      goodLength += line.length;
      revision = entry.revision;
    },
    async replace(snapshot) {
      await writeFileAtomically(files.snapshotFile, JSON.stringify(snapshot));
      unread = undefined;
      revision = snapshot.revision;
      // The entries left are all covered by the snapshot now: reading back skips them, should this fail.
      goodLength = 0;
      await cutOffAfterGoodLength().catch(() => {
        cutShort = true;
      });
    },
    close: () => journal.close(),
  };
}
