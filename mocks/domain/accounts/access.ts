import type { Db, UserRow } from '@mocks/db/schema';
import { authenticate } from './accounts';
import { forbidden, notFound } from '../errors';
import { rowWithId } from '../table-index';

/** Who is asking: the token of the request and the time it is asked at. */
export interface Caller {
  token: string | undefined;
  now: Date;
}

export function signedIn(db: Db, caller: Caller): UserRow {
  return authenticate(db, caller.token, caller.now);
}

export function requireAdmin(db: Db, caller: Caller): UserRow {
  const user = signedIn(db, caller);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

export function requireCustomer(db: Db, caller: Caller): UserRow {
  const user = signedIn(db, caller);
  if (user.role !== 'user') throw forbidden();
  return user;
}

/** The owner of a row, or an admin; anyone else is refused with 403. */
export function requireOwnerOrAdmin(user: UserRow, ownerId: number): void {
  if (user.role !== 'admin' && user.id !== ownerId) throw forbidden();
}

/**
 * A row by id, among rows in the order of their ids (a table, or a part of one); a missing one, or an id that is
 * not written as a plain whole number, is 404.
 */
export function findOr404<Row extends { id: number }>(rows: readonly Row[], id: unknown): Row {
  const isPlainId = (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id));
  const row = isPlainId ? rowWithId(rows, Number(id)) : undefined;
  if (!row) throw notFound();
  return row;
}
