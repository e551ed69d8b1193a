import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, finishDraft, insertRow, nextId, removeRows, updateRow } from './draft';
import { parseJournalEntry, replayJournal, type JournalEntry } from './journal';
import { DB_SCHEMA_VERSION, createEmptyDb, type Db } from './schema';

const snapshotOf = (db: Db, revision: number) => ({ schemaVersion: DB_SCHEMA_VERSION, revision, db });

/** Two commits made on drafts, as the store makes them: their entries, and the database after each. */
function twoCommits() {
  const first = draftOf(createEmptyDb());
  for (const time of ['10:20', '10:40', '11:00'])
    insertRow(first, 'timeSlots', { id: nextId(first, 'timeSlots'), time });
  insertRow(first, 'loginFailures', { email: 'a@contoh.id', failedAt: '2026-11-28T01:00:00.000Z' });
  const afterFirst = finishDraft(first);
  const second = draftOf(afterFirst);
  updateRow(second, 'timeSlots', second.timeSlots[1]!, { time: '10:50' });
  removeRows(second, 'timeSlots', (slot) => slot.time === '10:20');
  removeRows(second, 'loginFailures', () => true);
  insertRow(second, 'timeSlots', { id: nextId(second, 'timeSlots'), time: '11:20' });
  const entries: JournalEntry[] = [
    { schemaVersion: DB_SCHEMA_VERSION, revision: 2, changes: changesOf(first) },
    { schemaVersion: DB_SCHEMA_VERSION, revision: 3, changes: changesOf(second) },
  ];
  return { entries, afterFirst, afterSecond: finishDraft(second) };
}

describe('the journal', () => {
  it('rebuilds what the commits made from the snapshot before them, skipping what a snapshot already holds', () => {
    const { entries, afterFirst, afterSecond } = twoCommits();
    const roundTripped = entries.map((entry) => parseJournalEntry(JSON.parse(JSON.stringify(entry))));
    expect(roundTripped).toEqual(entries);
    expect(replayJournal(snapshotOf(createEmptyDb(), 1), entries)).toEqual({
      status: 'replayed',
      snapshot: snapshotOf(afterSecond, 3),
      changes: 10,
    });
    expect(replayJournal(snapshotOf(afterFirst, 2), entries)).toMatchObject({ snapshot: snapshotOf(afterSecond, 3) });
  });

  it('is broken when a revision is missing, or an entry was written by another version', () => {
    const { entries } = twoCommits();
    expect(replayJournal(snapshotOf(createEmptyDb(), 1), [entries[1]!])).toEqual({
      status: 'broken',
      problem: 'revision 2 is missing',
    });
    const otherVersion = { ...entries[0]!, schemaVersion: DB_SCHEMA_VERSION - 1 };
    expect(replayJournal(snapshotOf(createEmptyDb(), 1), [otherVersion])).toMatchObject({ status: 'broken' });
  });

  it('reads back only entries of its shape', () => {
    expect(parseJournalEntry({ schemaVersion: 6, revision: 2, changes: [['drop', 'users', []]] })).toBeUndefined();
    expect(parseJournalEntry({ schemaVersion: 6, revision: 2, changes: [['add', 'people', {}]] })).toBeUndefined();
    expect(parseJournalEntry({ revision: 2, changes: [] })).toBeUndefined();
  });
});
