/** The admin's outbox: the morning summaries the upkeep sent them (digest-sweep.ts), as the API shows them. */
import type { Digest } from '@/lib/api/api-types';
import type { Db, DigestRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { listed, parseListQuery } from '../list-query';
import type { Outcome } from '../outcome';
import { rowsNewestFirst } from '../table-index';

export const DIGESTS_MESSAGE = 'Berhasil mengambil ringkasan pagi';

const digestView = ({ id, day, recipient, subject, body, figures, createdAt }: DigestRow): Digest => ({
  id,
  day,
  recipient,
  subject,
  body,
  figures,
  createdAt,
});

/** `GET /digests`: the summaries sent to the signed-in admin, newest first; the whole of it, or one page. */
export function listDigests(db: Db, caller: Caller, query: URLSearchParams): Outcome<Digest[]> {
  const admin = requireAdmin(db, caller);
  const { paging } = parseListQuery(query);
  const own = rowsNewestFirst(db.digests).filter((row) => row.userId === admin.id);
  return listed(own, paging, digestView, DIGESTS_MESSAGE);
}
