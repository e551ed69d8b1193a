import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../db/journal';
import { DB_SCHEMA_VERSION, createEmptyDb } from '../db/schema';
import { openFilePersistence, readStoreFiles, StoreFilesDamagedError, type StoreFiles } from './file-persistence';
import { makeDataDirectory } from '../test-kit/data-directory';

let files: StoreFiles;
let root: string;

beforeEach(async () => {
  root = await makeDataDirectory('studio-file-persistence');
  files = { snapshotFile: join(root, 'snapshot.json'), journalFile: join(root, 'journal.jsonl') };
});
afterEach(() => rm(root, { recursive: true, force: true }));

const entry = (revision: number, time: string): JournalEntry => ({
  schemaVersion: DB_SCHEMA_VERSION,
  revision,
  changes: [['add', 'timeSlots', { id: revision, time }]],
});
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const snapshot = (revision: number) => ({ schemaVersion: DB_SCHEMA_VERSION, revision, db: createEmptyDb() });

describe('the store on disk: a snapshot and a journal', () => {
  it('appends each commit as a line, and a replacement writes a snapshot and empties the journal', async () => {
    const persistence = await openFilePersistence(files, await readStoreFiles(files));
    await persistence.replace(snapshot(1));
    await persistence.append(entry(2, '10:20'));
    await persistence.append(entry(3, '10:40'));
    expect(await readFile(files.journalFile, 'utf8')).toBe(line(entry(2, '10:20')) + line(entry(3, '10:40')));
    await expect(persistence.readRevision()).resolves.toBe(3);
    await persistence.replace(snapshot(3));
    expect(await readFile(files.journalFile, 'utf8')).toBe('');
    await persistence.close();
    expect((await readStoreFiles(files)).stored).toEqual({ snapshot: snapshot(3), journal: [] });
  });

  it('leaves out a last entry cut short (never acknowledged), and cuts it off before the next', async () => {
    await writeFile(files.snapshotFile, JSON.stringify(snapshot(1)));
    const cut = line(entry(3, '11:00')).slice(0, 25);
    await writeFile(files.journalFile, line(entry(2, '10:20')) + cut);
    const readBack = await readStoreFiles(files);
    expect(readBack.stored?.journal).toEqual([entry(2, '10:20')]);
    expect(readBack.tornBytes).toBe(cut.length);
    expect(readBack.revision).toBe(2);
    const persistence = await openFilePersistence(files, readBack);
    await persistence.append(entry(3, '10:40'));
    await persistence.close();
    expect(await readFile(files.journalFile, 'utf8')).toBe(line(entry(2, '10:20')) + line(entry(3, '10:40')));
  });

  it('refuses an entry damaged before the last one, and entries without a snapshot', async () => {
    await writeFile(files.snapshotFile, JSON.stringify(snapshot(1)));
    await writeFile(files.journalFile, `${line(entry(2, '10:20'))}{"revision": 3, "cha\n${line(entry(4, '11:00'))}`);
    await expect(readStoreFiles(files)).rejects.toThrow(
      new StoreFilesDamagedError(files.journalFile, 'is damaged at line 2'),
    );
    await rm(files.snapshotFile);
    await writeFile(files.journalFile, line(entry(2, '10:20')));
    await expect(readStoreFiles(files)).rejects.toThrow(/has entries but there is no snapshot/);
  });

  it('refuses an entry that does not follow the last one stored (another writer of the same files)', async () => {
    const persistence = await openFilePersistence(files, await readStoreFiles(files));
    await persistence.replace(snapshot(1));
    await expect(persistence.append(entry(3, '10:20'))).rejects.toThrow(/stored by another writer/);
    await persistence.close();
  });
});
