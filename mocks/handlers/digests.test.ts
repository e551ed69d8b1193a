import { expect, it } from 'vitest';
import type { DashboardOverview, Digest } from '@/lib/api/api-types';
import { addDays, slotStart } from '@/lib/rules/studio-time';
import { FIXED_NOW, FIXED_TODAY } from '../test-kit/clock';
import { callApi, tokenFor, travelTo } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

/** The seed's day at the tests' noon: the first request after 07:00 made its summary. */
const TODAYS_SUBJECT = 'Ringkasan pagi Senin, 23 November 2026';

describeRoutes('digests', [
  {
    operation: 'GET /digests',
    access: 'admin',
    call: async () => ({ path: 'digests', token: await tokenFor('admin') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil ringkasan pagi',
      data: [{ day: FIXED_TODAY, recipient: 'admin@studio.test', subject: TODAYS_SUBJECT, createdAt: FIXED_NOW }],
    },
    paged: {
      call: async () => ({ path: 'digests?page=1&pageSize=7', token: await tokenFor('admin') }),
      pagination: { page: 1, pageSize: 7, itemCount: 1, pageCount: 1 },
      data: [{ subject: TODAYS_SUBJECT }],
    },
    refusal: {
      when: 'a page that is not one',
      call: async () => ({ path: 'digests?page=0', token: await tokenFor('admin') }),
      status: 400,
      message: 'Halaman tidak valid',
    },
  },
]);

const outbox = async (admin: string) => (await callApi<Digest[]>('GET', 'digests', { token: admin })).body.data;

it('counts what the overview heading today’s schedule counts at the same moment', async () => {
  const admin = await tokenFor('admin');
  const [digest] = await outbox(admin);
  const overview = (await callApi<DashboardOverview>('GET', 'dashboard/overview', { token: admin })).body.data;
  const { sessions, ...waiting } = digest?.figures ?? { sessions: [] };
  expect(sessions).toHaveLength(overview.todayBookings);
  expect(overview).toMatchObject(waiting);
});

it('sends the next one at 07:00 WIB the next day, listed first', async () => {
  const admin = await tokenFor('admin');
  const tomorrow = addDays(FIXED_TODAY, 1);
  await travelTo(slotStart(tomorrow, '06:59').getTime());
  expect((await outbox(admin)).map((digest) => digest.day)).toEqual([FIXED_TODAY]);
  await travelTo(slotStart(tomorrow, '07:00').getTime());
  expect((await outbox(admin)).map((digest) => digest.subject)).toEqual([
    'Ringkasan pagi Selasa, 24 November 2026',
    TODAYS_SUBJECT,
  ]);
});
