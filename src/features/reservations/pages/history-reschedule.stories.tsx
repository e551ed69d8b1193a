import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import {
  reschedulePolicyText,
  rescheduleTooLateMessage,
  RESCHEDULE_USED_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '@/lib/rules/reschedule';
import { bookingMovedOnce, bookingStarted, bookingTooLateToMove } from '@/test/fixtures/moved-bookings';
import { reservationFixture, serveOwnReservations, serveTakenSlots } from '@/test/fixtures/reservations';
import { HistoryPage } from './history-page';

const meta = {
  title: 'Pages/HistoryPage/Reschedule',
  component: HistoryPage,
  ...inAppAt('/history', 'customer'),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Upcoming bookings a customer may or may not move: #51 may be moved (five days ahead, never moved); #61 is
 * within 24 hours; #62 started yesterday and is not marked done; #63 was moved once already. Every other
 * slot is free on every day.
 */
const movable = reservationFixture({ id: 51, status: 'pending', transactionId: 151, days: 5, time: '10:20' });
const upcoming = storyHandlers(
  serveOwnReservations([movable, bookingTooLateToMove(61), bookingStarted(62), bookingMovedOnce(63, 4)]),
  serveTakenSlots([]),
);

/** The entry with this id in the history's upcoming group, laid out as a table row or a phone card. */
async function upcomingEntry(canvasElement: HTMLElement, id: number, layout: 'table' | 'list') {
  const group = await within(canvasElement).findByRole(layout, { name: 'Akan datang' });
  const entries = within(group).getAllByRole(layout === 'table' ? 'row' : 'listitem');
  const entry = entries.find((candidate) => within(candidate).queryByText(`#${id}`));
  if (!entry) throw new Error(`#${id} tidak ada`);
  return within(entry);
}

/** Presses 'Ubah jadwal' on an entry and returns the dialog it opens, by its name. */
async function openFrom(canvasElement: HTMLElement, id: number, layout: 'table' | 'list', dialogName: string) {
  const entry = await upcomingEntry(canvasElement, id, layout);
  await userEvent.click(entry.getByRole('button', { name: 'Ubah jadwal' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: dialogName });
}

/** The dialog's picker, once its day's slots have arrived: #51's own slot (10.20) is marked, not offered. */
async function expectPickerOnCurrentDay(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('radio', { name: '10.20, jadwal saat ini' })).toBeDisabled());
  await expect(dialog).toHaveTextContent(reschedulePolicyText(DEFAULT_SETTINGS.booking.reschedule));
  await expect(dialog).toHaveTextContent(/Jadwal saat ini: \S+, \d+ \S+ \d{4} pukul 10\.20 WIB/);
}

export const PickerStep: Story = {
  globals: onDesktop,
  parameters: upcoming,
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 51, 'table', 'Ubah jadwal');
    await expectPickerOnCurrentDay(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Lanjut' })).toBeEnabled();
  },
};

export const PickerStepOnMobile: Story = {
  globals: onMobile,
  parameters: upcoming,
  play: async ({ canvasElement }) => {
    await expectPickerOnCurrentDay(await openFrom(canvasElement, 51, 'list', 'Ubah jadwal'));
  },
};

export const ConfirmationStep: Story = {
  globals: onDesktop,
  parameters: upcoming,
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 51, 'table', 'Ubah jadwal');
    // The picker shows once the day's slots have arrived.
    const slots = await within(dialog).findByRole('group', { name: 'Pilih Waktu' });
    await waitFor(() => expect(within(slots).getByRole('radio', { name: '10.40 sampai 11.00' })).toBeEnabled());
    await userEvent.click(within(slots).getByRole('radio', { name: '10.40 sampai 11.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName('Konfirmasi jadwal baru'));
    await expect(dialog).toHaveTextContent(/Jadwal saat ini\S+, \d+ \S+ \d{4} pukul 10\.20 WIB/);
    await expect(dialog).toHaveTextContent(/Jadwal baru\S+, \d+ \S+ \d{4} pukul 10\.40 WIB/);
    await expect(dialog).toHaveTextContent(/Harga tidak berubah: total tetap Rp\s350\.000/);
    await expect(dialog).toHaveTextContent('Setelah ini jadwal reservasi tidak dapat diubah lagi.');
    await expect(within(dialog).getByRole('button', { name: 'Ya, ubah jadwal' })).toBeEnabled();
  },
};

/**
 * A booking whose move is refused, opened from its entry (a table row on a laptop, a card on a phone): the
 * dialog gives the reason, the policy, and the studio's WhatsApp to ask instead.
 */
function refusedMove(id: number, layout: 'table' | 'list', reason: string): Story {
  return {
    globals: layout === 'table' ? onDesktop : onMobile,
    parameters: upcoming,
    play: async ({ canvasElement }) => {
      const dialog = await openFrom(canvasElement, id, layout, 'Jadwal tidak dapat diubah');
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
      await expect(dialog).toHaveTextContent(reschedulePolicyText(DEFAULT_SETTINGS.booking.reschedule));
      await expect(within(dialog).getByRole('link', { name: 'Tanya studio via WhatsApp' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      );
    },
  };
}

export const RefusedTooLate: Story = refusedMove(
  61,
  'table',
  rescheduleTooLateMessage(DEFAULT_SETTINGS.booking.reschedule),
);

export const RefusedAlreadyMoved: Story = refusedMove(63, 'list', RESCHEDULE_USED_MESSAGE);

export const RefusedSessionStarted: Story = refusedMove(62, 'table', SESSION_STARTED_MESSAGE);

const movedLine = /^Dijadwalkan ulang dari \S+, \d+ \S+ \d{4} pukul 12\.40 WIB$/;

export const MovedLineShown: Story = {
  globals: onDesktop,
  parameters: upcoming,
  play: async ({ canvasElement }) => {
    const entry = await upcomingEntry(canvasElement, 63, 'table');
    await expect(entry.getByText(movedLine)).toBeVisible();
    await expect((await upcomingEntry(canvasElement, 51, 'table')).queryByText(/^Dijadwalkan ulang/)).toBeNull();
  },
};

export const MovedLineShownOnMobile: Story = {
  globals: onMobile,
  parameters: upcoming,
  play: async ({ canvasElement }) => {
    await expect((await upcomingEntry(canvasElement, 63, 'list')).getByText(movedLine)).toBeVisible();
  },
};
