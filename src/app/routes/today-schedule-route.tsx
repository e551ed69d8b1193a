import { TodaySchedulePage } from '@/features/reservations/admin/today-schedule-page';
import { DashboardOverview } from '@/features/dashboard/dashboard-overview';

/** The dashboard's first page: what needs the admin now, then today's schedule. */
export function TodayScheduleRoute() {
  return <TodaySchedulePage overview={<DashboardOverview />} />;
}
