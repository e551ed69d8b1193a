import * as v from 'valibot';
import { migrate, migrations, type Migration } from './migrations';
import { rowSchemas } from './row-schemas';
import type { Expect, Same, Writable } from './same-type';
import { DB_SCHEMA_VERSION, type Db, type TableWithIds } from './schema';

/** The stored form of the database: its schema version, a revision that grows with every commit, the tables. */
export interface Snapshot {
  schemaVersion: number;
  revision: number;
  db: Db;
}

/**
 * What a stored snapshot is to this build: usable (perhaps after migrating it from an older version), made
 * by a newer build (never to be touched), too old to migrate, or damaged.
 */
export type SnapshotCheck =
  | { status: 'valid'; snapshot: Snapshot; migrated: boolean }
  | { status: 'newer' }
  | { status: 'outdated' }
  | { status: 'corrupt' };

const lastId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const sequences = v.object({
  users: lastId,
  categories: lastId,
  packages: lastId,
  addons: lastId,
  timeSlots: lastId,
  reservations: lastId,
  reservationDetails: lastId,
  transactions: lastId,
  transactionDetails: lastId,
  reviews: lastId,
  reschedules: lastId,
  closures: lastId,
  reminders: lastId,
  settings: lastId,
  refunds: lastId,
  vouchers: lastId,
  charges: lastId,
  gatewayPayments: lastId,
  gatewayKeys: lastId,
  digests: lastId,
  uploads: lastId,
  albums: lastId,
  albumPhotos: lastId,
} satisfies Record<TableWithIds, typeof lastId>);

const tablesWithIds = Object.keys(sequences.entries) as TableWithIds[];

/** No row has an id its table's sequence has not handed out yet, so the next id is always new. */
function sequencesCoverIds(db: Writable<Db>): boolean {
  return tablesWithIds.every((table) => db[table].every((row) => row.id <= db.sequences[table]));
}

const dbSchema = v.pipe(
  v.object({
    users: v.array(rowSchemas.users),
    tokens: v.array(rowSchemas.tokens),
    loginFailures: v.array(rowSchemas.loginFailures),
    categories: v.array(rowSchemas.categories),
    packages: v.array(rowSchemas.packages),
    addons: v.array(rowSchemas.addons),
    timeSlots: v.array(rowSchemas.timeSlots),
    reservations: v.array(rowSchemas.reservations),
    reservationDetails: v.array(rowSchemas.reservationDetails),
    transactions: v.array(rowSchemas.transactions),
    transactionDetails: v.array(rowSchemas.transactionDetails),
    reviews: v.array(rowSchemas.reviews),
    reschedules: v.array(rowSchemas.reschedules),
    closures: v.array(rowSchemas.closures),
    reminders: v.array(rowSchemas.reminders),
    settings: v.array(rowSchemas.settings),
    refunds: v.array(rowSchemas.refunds),
    vouchers: v.array(rowSchemas.vouchers),
    charges: v.array(rowSchemas.charges),
    gatewayPayments: v.array(rowSchemas.gatewayPayments),
    gatewayKeys: v.array(rowSchemas.gatewayKeys),
    digests: v.array(rowSchemas.digests),
    uploads: v.array(rowSchemas.uploads),
    albums: v.array(rowSchemas.albums),
    albumPhotos: v.array(rowSchemas.albumPhotos),
    sequences,
  }),
  v.check(sequencesCoverIds),
);

const snapshotSchema = v.object({
  schemaVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  revision: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  db: dbSchema,
});

/** Fails the typecheck when the stored database's schema and `Db` differ. */
export type DbSchemaMatchesDb = Expect<Same<v.InferOutput<typeof dbSchema>, Writable<Db>>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema version a stored snapshot says it has, when it says one. */
function versionOf(value: unknown): number | undefined {
  if (!isRecord(value)) return undefined;
  const { schemaVersion } = value;
  return typeof schemaVersion === 'number' && Number.isSafeInteger(schemaVersion) && schemaVersion >= 1
    ? schemaVersion
    : undefined;
}

/** Whether a stored snapshot was written by a newer build, whose data this one must never overwrite. */
export function isFromNewerVersion(value: unknown, version = DB_SCHEMA_VERSION): boolean {
  return (versionOf(value) ?? 0) > version;
}

/**
 * Tells a usable stored snapshot from one of a newer build, an outdated one and a damaged one. An older
 * version is migrated first (see migrations.ts); what is used is then checked row by row against the
 * schema, and every table's sequence must be at least its highest id.
 */
export function checkSnapshot(
  value: unknown,
  version = DB_SCHEMA_VERSION,
  steps: readonly Migration[] = migrations,
): SnapshotCheck {
  const storedVersion = versionOf(value);
  if (storedVersion === undefined || !isRecord(value) || !isRecord(value.db)) return { status: 'corrupt' };
  if (storedVersion > version) return { status: 'newer' };
  const db = storedVersion === version ? value.db : migrate(value.db, storedVersion, version, steps);
  if (!db) return { status: 'outdated' };
  const checked = v.safeParse(snapshotSchema, { schemaVersion: version, revision: value.revision, db });
  if (!checked.success) return { status: 'corrupt' };
  return { status: 'valid', snapshot: checked.output, migrated: storedVersion !== version };
}
