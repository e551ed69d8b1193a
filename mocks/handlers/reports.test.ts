import { tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

describeRoutes('reports', [
  {
    operation: 'GET /reports/summary',
    access: 'admin',
    call: async () => ({ path: 'reports/summary?from=2026-11-01&to=2026-11-30', token: await tokenFor('admin') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil laporan',
      data: {
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-30T00:00:00.000Z',
        series: { bucket: 'day' },
        previous: { from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' },
      },
    },
    refusal: {
      when: 'a first day after the last',
      call: async () => ({ path: 'reports/summary?from=2026-11-30&to=2026-11-01', token: await tokenFor('admin') }),
      status: 400,
      message: 'Tanggal awal harus sebelum tanggal akhir',
    },
  },
  {
    operation: 'GET /reports/payments',
    access: 'admin',
    call: async () => ({ path: 'reports/payments?from=2026-01-01&to=2026-12-31', token: await tokenFor('admin') }),
    answers: { status: 200, message: 'Berhasil mengambil data pembayaran' },
    refusal: {
      when: 'a period of more than 366 days',
      call: async () => ({ path: 'reports/payments?from=2026-01-01&to=2027-01-02', token: await tokenFor('admin') }),
      status: 400,
      message: 'Periode laporan paling lama 366 hari',
    },
  },
]);
