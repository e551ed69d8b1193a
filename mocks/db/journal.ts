import * as v from 'valibot';
import { keyOf, type Change, type RowKey, type RowOf } from './draft';
import { formerTableNames } from './migrations';
import { tableNames, type TableName } from './schema';

/**
 * The store's journal: one entry per commit, appended after the last, each holding only what that commit changed
 * (draft.ts). What is stored is a snapshot and the entries written since: the entries are applied to the
 * snapshot, in order, when the data is read back; now and then the store writes a new snapshot and the entries
 * it covers go (compaction).
 */
export interface JournalEntry {
  schemaVersion: number;
  /** The snapshot's revision plus one for the first entry after it, and one more for each entry after that. */
  revision: number;
  changes: readonly Change[];
}

/** A journal written by an older version may name a table as that version did (migrations.ts renames it). */
const table = v.picklist([...tableNames, ...(Object.keys(formerTableNames) as (keyof typeof formerTableNames)[])]);

/** The name a table has now, for one a journal may hold under its former name. */
const currentName = (name: string): TableName =>
  name in formerTableNames ? formerTableNames[name as keyof typeof formerTableNames] : (name as TableName);
const row = v.looseObject({});
const key = v.union([v.number(), v.string()]);

const changeSchema = v.union([
  v.strictTuple([v.literal('add'), table, row]),
  v.strictTuple([v.literal('set'), table, row]),
  v.strictTuple([v.literal('remove'), table, v.array(key)]),
  v.strictTuple([v.literal('sequences'), v.record(v.string(), v.number())]),
]);

const entrySchema = v.object({
  schemaVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  revision: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  changes: v.array(changeSchema),
});

/** An entry as read back, with its shape checked (its rows are checked once the whole database is built). */
export function parseJournalEntry(value: unknown): JournalEntry | undefined {
  const parsed = v.safeParse(entrySchema, value);
  return parsed.success ? (parsed.output as JournalEntry) : undefined;
}

/** A table being rebuilt from the journal: rows in order, found by key without a scan. */
class ReplayedTable {
  private index: Map<RowKey, number> | undefined;

  constructor(
    private readonly name: TableName,
    public rows: unknown[],
  ) {}

  private keyOf(row: unknown): RowKey {
    return keyOf(currentName(this.name), row as RowOf<TableName>);
  }

  private positions(): Map<RowKey, number> {
    this.index ??= new Map(this.rows.map((row, position) => [this.keyOf(row), position]));
    return this.index;
  }

  add(row: unknown): void {
    this.index?.set(this.keyOf(row), this.rows.length);
    this.rows.push(row);
  }

  set(row: unknown): void {
    const position = this.positions().get(this.keyOf(row));
    if (position === undefined) this.add(row);
    else this.rows[position] = row;
  }

  remove(keys: readonly RowKey[]): void {
    const doomed = new Set(keys);
    this.rows = this.rows.filter((row) => !doomed.has(this.keyOf(row)));
    this.index = undefined;
  }
}

export type Replayed =
  { status: 'replayed'; snapshot: unknown; changes: number } | { status: 'broken'; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored snapshot with the journal's entries applied, as it was read (unchecked, of whatever version wrote
 * it), and how many changes the entries held. Entries the snapshot already covers are skipped; the others
 * must follow on one by one, of the snapshot's version, or the journal is broken.
 */
export function replayJournal(snapshot: unknown, entries: readonly JournalEntry[]): Replayed {
  if (!isRecord(snapshot) || !isRecord(snapshot.db)) return { status: 'broken', problem: 'the snapshot is damaged' };
  const { schemaVersion, revision } = snapshot;
  if (typeof revision !== 'number') return { status: 'broken', problem: 'the snapshot has no revision' };
  const db: Record<string, unknown> = { ...snapshot.db };
  const tables = new Map<TableName, ReplayedTable>();
  const tableOf = (name: TableName) => {
    let replayed = tables.get(name);
    if (!replayed) {
      const rows = db[name];
      replayed = new ReplayedTable(name, Array.isArray(rows) ? [...(rows as unknown[])] : []);
      tables.set(name, replayed);
    }
    return replayed;
  };
  let last = revision;
  let changes = 0;
  for (const entry of entries) {
    if (entry.revision <= revision) continue;
    if (entry.revision !== last + 1) return { status: 'broken', problem: `revision ${last + 1} is missing` };
    if (entry.schemaVersion !== schemaVersion)
      return { status: 'broken', problem: `revision ${entry.revision} was written by another version` };
    for (const change of entry.changes) {
      if (change[0] === 'sequences') db.sequences = change[1];
      else if (change[0] === 'remove') tableOf(change[1]).remove(change[2]);
      else tableOf(change[1])[change[0]](change[2]);
    }
    changes += entry.changes.length;
    last = entry.revision;
  }
  for (const [name, replayed] of tables) db[name] = replayed.rows;
  return { status: 'replayed', snapshot: { ...snapshot, revision: last, db }, changes };
}
