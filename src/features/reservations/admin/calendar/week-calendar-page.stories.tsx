import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failsToLoad, hang, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { formatCalendarDate } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { WeekCalendarPage } from './week-calendar-page';

const rangePath = 'reservations/range';
const today = studioDayOf(new Date());
/** The seed's bookings reach two weeks ahead and its closure starts 40 days ahead: ten weeks on, nothing happens. */
const quietDay = addDays(today, 70);
const closedDay = addDays(today, 40);

const meta = {
  title: 'Dashboard/WeekCalendarPage',
  component: WeekCalendarPage,
  ...dashboardPageAt(appRoutes.dashboard.calendar.to()),
} satisfies Meta<typeof WeekCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This week, as the seed fills it: each booking with its customer, package and stage, today's column marked. */
export const BusyWeek: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    await expect(within(table).getByRole('columnheader', { name: formatCalendarDate(today) })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(canvas.getByRole('list', { name: 'Keterangan status' })).toHaveTextContent(
      'Belum LunasDP dibayarLunasSelesai',
    );
  },
};

/** A week far ahead: the grid stays, with a note that nothing is booked. */
export const EmptyWeek: Story = {
  parameters: { route: appRoutes.dashboard.calendar.to(quietDay) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Tidak ada reservasi pada minggu ini.')).toBeVisible());
    await expect(within(canvas.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The week of the seeded closure: its days are shaded and carry its label. */
export const ClosedDay: Story = {
  parameters: {
    route: appRoutes.dashboard.calendar.to(closedDay),
    testedBy: { file: 'week-calendar-page.test.tsx', test: 'shades a closed day with its label' },
  },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('columnheader', { name: formatCalendarDate(closedDay) });
    await expect(header).toHaveAccessibleDescription('Tutup: Perawatan Studio');
  },
};

/** Until the week, the slots and the closures arrive, a placeholder the size of the table. */
export const Loading: Story = {
  parameters: storyHandlers(hang(rangePath), hang('times'), hang('closed-days')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat kalender' })).toBeInTheDocument();
  },
};

export const FetchError: Story = {
  parameters: {
    ...failsToLoad(rangePath),
    testedBy: { file: 'week-calendar-page.test.tsx', test: 'shows why the week could not be read' },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
  },
};

/** On a phone the week is a list of its days, each with its bookings by time or a note that it has none. */
export const Phone: Story = {
  globals: onMobile,
  play: async ({ canvas }) => {
    const days = await canvas.findByRole('list', { name: /^Reservasi / });
    await expect(canvas.queryByRole('table')).toBeNull();
    const todayEntry = within(days).getByRole('listitem', { name: formatCalendarDate(today) });
    await expect(todayEntry).toHaveAttribute('aria-current', 'date');
    await waitFor(() => expect(within(days).getAllByRole('link').length).toBeGreaterThan(0));
  },
};

/** A phone in the closure's week: a closed day without bookings shows the closure's label instead. */
export const PhoneClosedDay: Story = {
  globals: onMobile,
  parameters: { route: appRoutes.dashboard.calendar.to(closedDay) },
  play: async ({ canvas }) => {
    const day = await canvas.findByRole('listitem', { name: formatCalendarDate(closedDay) });
    await expect(day).toHaveTextContent('Tutup: Perawatan Studio');
    await expect(day).not.toHaveTextContent('Tidak ada reservasi');
  },
};
