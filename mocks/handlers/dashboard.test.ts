import { tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

describeRoutes('dashboard', [
  {
    operation: 'GET /dashboard/overview',
    access: 'admin',
    call: async () => ({ path: 'dashboard/overview', token: await tokenFor('admin') }),
    answers: { status: 200, message: 'Berhasil mengambil ringkasan dashboard' },
  },
]);
