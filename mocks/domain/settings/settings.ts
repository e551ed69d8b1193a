/**
 * The studio's settings: anyone reads those in force, the admin changes them. Every saved change is a new version
 * (the last one is in force), so the history of who changed what and when is the versions side by side.
 */
import type { Settings, SettingsChange, SettingsRequest } from '@/lib/api/api-types';
import { settingsSchema } from '@/lib/forms/settings-schema';
import { DEFAULT_SETTINGS, settingsValuesOf, tiersByNotice } from '@/lib/rules/settings';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { Db, SettingsRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { ok, type Outcome } from '../outcome';
import { validate } from '../validation';
import { userNames } from '../views';

/** The settings of a store that has none kept (a store made empty, as some tests make it): the defaults. */
const UNCHANGED: SettingsRow = { ...DEFAULT_SETTINGS, id: 0, changedBy: null, createdAt: new Date(0).toISOString() };

/** The version in force: the last one saved. */
export function currentSettings(db: Db): SettingsRow {
  return db.settings.at(-1) ?? UNCHANGED;
}

const SAVED_MESSAGE = 'Pengaturan berhasil disimpan';

const view = (row: SettingsRow): Settings => ({ ...settingsValuesOf(row), updatedAt: row.createdAt });

/** `GET /settings`: the settings in force; anyone may read them. */
export function getSettings(db: Db): Outcome<Settings> {
  return ok(view(currentSettings(db)), 'Berhasil mengambil pengaturan');
}

/**
 * `PUT /settings`: every setting at once, checked by the form's schema, the cancellation tiers kept longest notice
 * first. Saved as a new version unless nothing changed.
 */
export function updateSettings(db: Draft, caller: Caller, input: unknown): Outcome<Settings> {
  const admin = requireAdmin(db, caller);
  const values = validate(settingsSchema, input);
  const asked: SettingsRequest = {
    ...values,
    cancellation: { ...values.cancellation, tiers: tiersByNotice(values.cancellation.tiers) },
  };
  const current = currentSettings(db);
  if (changedFields(settingsValuesOf(current), asked).length === 0) return ok(view(current), SAVED_MESSAGE);
  const saved = insertRow(db, 'settings', {
    ...asked,
    id: nextId(db, 'settings'),
    changedBy: admin.id,
    createdAt: caller.now.toISOString(),
  });
  return ok(view(saved), SAVED_MESSAGE);
}

type Field = SettingsChange['fields'][number];

/** The settings as paths to their values: a group's fields one by one, a list (the tiers) as one value. */
function leaves(value: unknown, path: string): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

/** Each setting whose value differs between two versions, in the settings' order. */
function changedFields(before: SettingsRequest, after: SettingsRequest): Field[] {
  const old = new Map(leaves(before, ''));
  return leaves(after, '')
    .filter(([field, value]) => JSON.stringify(old.get(field)) !== JSON.stringify(value))
    .map(([field, value]) => ({ field, before: old.get(field), after: value }));
}

/** `GET /settings/changes`: every saved change, newest first, each with what it changed. */
export function listSettingsChanges(db: Db, caller: Caller): Outcome<SettingsChange[]> {
  requireAdmin(db, caller);
  const names = userNames(db);
  const changes = db.settings.flatMap((row, index): SettingsChange[] => {
    const previous = db.settings[index - 1];
    if (!previous || row.changedBy === null) return [];
    return [
      {
        id: row.id,
        changedAt: row.createdAt,
        changedBy: { id: row.changedBy, name: names.get(row.changedBy) ?? '' },
        fields: changedFields(settingsValuesOf(previous), settingsValuesOf(row)),
      },
    ];
  });
  return ok(changes.reverse(), 'Berhasil mengambil riwayat pengaturan');
}
