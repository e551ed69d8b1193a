import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { reschedulePolicyText, RESCHEDULE_REASON_REQUIRED_MESSAGE } from '@/lib/rules/reschedule';
import { bookingMovedOnce } from '@/test/fixtures/moved-bookings';
import { serveTakenSlots } from '@/test/fixtures/reservations';
import { ReservationDetailPage } from './reservation-detail-page';

const { reservationDetail } = appRoutes.dashboard;

/** A paid-in-part booking three days ahead that its customer moved once already: the admin may still move it. */
const booking = bookingMovedOnce(63, 3);

const meta = {
  title: 'Dashboard/ReservationDetailPage/Reschedule',
  component: ReservationDetailPage,
  ...dashboardPageAt(reservationDetail.to(booking.id)),
} satisfies Meta<typeof ReservationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every slot free on every day (answered first: `reservation/:id` matches `reservation/date` too), and the booking. */
const parameters = storyHandlers(serveTakenSlots([]), answer('reservation/:id', booking));

/** 'Ubah jadwal' on the page, then the dialog it opens. */
async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ubah jadwal' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Ubah jadwal' });
}

/** Chooses 11.00 on the booking's own day, once the day's slots have arrived. */
async function chooseEleven(dialog: HTMLElement): Promise<void> {
  const slot = () => within(dialog).getByRole('radio', { name: '11.00 sampai 11.20' });
  await waitFor(() => expect(slot()).toBeEnabled());
  await userEvent.click(slot());
}

export const Dialog: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '12.40, jadwal saat ini' })).toBeDisabled());
    await expect(within(dialog).getByRole('textbox', { name: 'Alasan' })).toBeRequired();
    // The admin may pass the customer's policy: it is not shown to them.
    await expect(dialog).not.toHaveTextContent(reschedulePolicyText(DEFAULT_SETTINGS.booking.reschedule));
  },
};

export const ReasonRequired: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await chooseEleven(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Alasan' })).toHaveAccessibleDescription(
        RESCHEDULE_REASON_REQUIRED_MESSAGE,
      ),
    );
    await expect(dialog).toHaveAccessibleName('Ubah jadwal');
  },
};

export const ReasonRequiredOnMobile: Story = { ...ReasonRequired, globals: onMobile };

export const Confirmation: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await chooseEleven(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), 'Fotografer sakit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName('Konfirmasi jadwal baru'));
    await expect(dialog).toHaveTextContent(/Jadwal baru\S+, \d+ \S+ \d{4} pukul 11\.00 WIB/);
    await expect(dialog).toHaveTextContent('AlasanFotografer sakit');
    await expect(dialog).not.toHaveTextContent('Setelah ini jadwal reservasi tidak dapat diubah lagi.');
  },
};
