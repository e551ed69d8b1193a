import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const longerHold = { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, holdHours: 12 } };

describeRoutes('settings', [
  {
    operation: 'GET /settings',
    access: 'anyone',
    call: () => Promise.resolve({ path: 'settings' }),
    answers: { status: 200, message: 'Berhasil mengambil pengaturan', data: { booking: DEFAULT_SETTINGS.booking } },
  },
  {
    operation: 'PUT /settings',
    access: 'admin',
    call: async () => ({ path: 'settings', token: await tokenFor('admin'), body: longerHold }),
    answers: { status: 200, message: 'Pengaturan berhasil disimpan', data: { booking: { holdHours: 12 } } },
    refusal: {
      when: 'a horizon of no day',
      call: async () => ({
        path: 'settings',
        token: await tokenFor('admin'),
        body: { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, horizonDays: 0 } },
      }),
      status: 400,
      message: 'Batas hari pemesanan minimal 1 hari',
    },
  },
  {
    operation: 'GET /settings/changes',
    access: 'admin',
    call: async () => ({ path: 'settings/changes', token: await tokenFor('admin') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil riwayat pengaturan',
      data: [{ fields: [{ field: 'booking.horizonDays', before: 90, after: 180 }] }],
    },
  },
]);
