import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NewBookingButton } from '../new-booking-button';
import { errorMessage } from '@/lib/api/api-error';
import { useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { useClosedDaysQuery } from '@/lib/api/endpoints/closures';
import { useReservationsInRangeQuery } from '@/lib/api/endpoints/reservations';
import { appRoutes } from '@/lib/app-routes';
import { dailySlotTimes } from '@/lib/rules/slots';
import { mondayOf, studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { StageLegend } from './stage-legend';
import { chosenDayOf, weekRange, weekView, type WeekView } from './week';
import { WeekDayList } from './week-day-list';
import { WeekNavigation } from './week-navigation';
import { WeekSkeleton } from './week-skeleton';
import { WeekTable } from './week-table';
import { CALENDAR_TITLE, NO_BOOKINGS_IN_WEEK, weekCaption, weekSpan } from './week-words';

interface WeekContentProps {
  week: WeekView | undefined;
  error: unknown;
  isPhone: boolean;
  caption: string;
  skeletonRows: number;
}

/** The week once it has arrived (with a note when it has no bookings), its placeholder until then, or why it failed. */
function WeekContent({ week, error, isPhone, caption, skeletonRows }: WeekContentProps) {
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!week) return <WeekSkeleton isPhone={isPhone} rows={skeletonRows} />;
  return (
    <>
      {!week.hasBookings && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {NO_BOOKINGS_IN_WEEK}
        </Typography>
      )}
      {isPhone ? <WeekDayList week={week} label={caption} /> : <WeekTable week={week} caption={caption} />}
    </>
  );
}

/**
 * The admin's week at a glance (`/dashboard/calendar?week=YYYY-MM-DD`, any day of the week; without it the
 * studio's current week): every booking by day and slot with its stage, closed days shaded, today marked.
 * A table from `md` up, a list of the days on phones.
 */
export function WeekCalendarPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const now = useNow();
  const today = studioDayOf(now);
  const chosenDay = chosenDayOf(searchParams.get('week'), now);
  const monday = mondayOf(chosenDay);
  const range = weekRange(monday);

  const bookings = useReservationsInRangeQuery(range, { refetchOnMountOrArgChange: true });
  const slots = useTimeSlotsQuery();
  const closures = useClosedDaysQuery();
  const error = bookings.error ?? slots.error ?? closures.error;
  const week = useMemo(
    () =>
      bookings.currentData && slots.data && closures.data
        ? weekView(monday, bookings.currentData, slots.data, closures.data, today)
        : undefined,
    [bookings.currentData, slots.data, closures.data, monday, today],
  );

  const show = (day?: string) => navigate(appRoutes.dashboard.calendar.to(day));
  return (
    <>
      <PageHeader
        title={CALENDAR_TITLE}
        subtitle={weekSpan(range.startDate, range.endDate)}
        actions={<NewBookingButton date={chosenDay < today ? today : chosenDay} />}
      />
      <WeekNavigation
        chosenDay={chosenDay}
        today={today}
        monday={monday}
        isCurrentWeek={monday === mondayOf(today)}
        onShow={show}
      />
      <StageLegend />
      <WeekContent
        week={week}
        error={error}
        isPhone={isPhone}
        caption={weekCaption(range.startDate, range.endDate)}
        skeletonRows={slots.data?.length ?? dailySlotTimes().length}
      />
    </>
  );
}
