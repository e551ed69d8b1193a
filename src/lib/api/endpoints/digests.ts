import { api, type ListPage, pageOf } from '@/lib/api/api';
import type { Digest, DigestListQuery } from '@/lib/api/api-types';
import { listTags } from '@/lib/api/tags';

/** The latest week of summaries: what the reminders page shows of the outbox. */
const LATEST_DIGESTS: DigestListQuery = { page: 1, pageSize: 7 };

export const digestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /digests (admin): one page of the morning summaries sent to the admin, newest first. */
    digests: build.query<ListPage<Digest>, DigestListQuery>({
      query: (params) => ({ url: 'digests', params }),
      transformResponse: pageOf<Digest>,
      providesTags: (page) => listTags('Digest', page?.rows),
    }),
  }),
});

/**
 * The admin's latest morning summaries, kept fresh without polling: the upkeep sends one at 07:00 WIB, whose commit
 * the live changes name like any other.
 */
export function useLatestDigests() {
  return digestsApi.useDigestsQuery(LATEST_DIGESTS);
}
