import { getSettings, listSettingsChanges, updateSettings } from '../domain/settings/settings';
import { ruleTable } from './rule-routes';

/** `/settings…`: the studio's settings in force, the admin's change of them, and who changed what. */
export const settingsHandlers = ruleTable(({ get, put }) => [
  get('/settings', (db) => getSettings(db)),
  put('/settings', (db, { caller, body }) => updateSettings(db, caller, body)),
  get('/settings/changes', (db, { caller }) => listSettingsChanges(db, caller)),
]);
