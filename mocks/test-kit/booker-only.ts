import type { Caller } from '../domain/accounts/access';
import { expectRefusal, expectRefusedToOutsiders } from './rules';
import type { WorldPerson, World } from './world';

/**
 * Runs a rule that only the customer who booked may use, on the record `id`, and on an id no record has: another
 * customer (`stranger`) is refused (403), as are the admin and a visitor, and the unknown id is not found (404).
 * None of them changes anything.
 */
export function expectOnlyTheBooker(
  world: World,
  stranger: WorldPerson,
  rule: (caller: Caller, id: number) => unknown,
  id: number,
): void {
  expectRefusal(world.db, () => rule(world.as(stranger), id), 403, 'Anda tidak memiliki akses');
  expectRefusedToOutsiders(world, (caller) => rule(caller, id), 'admin');
  expectRefusal(world.db, () => rule(world.as(stranger), 9999), 404, 'Data tidak ditemukan');
}
