import { listDigests } from '../domain/digests/digests';
import { ruleTable } from './rule-routes';

/** `/digests`: the admin's outbox of morning summaries. */
export const digestHandlers = ruleTable(({ get }) => [
  get('/digests', (db, { caller, url }) => listDigests(db, caller, url.searchParams)),
]);
