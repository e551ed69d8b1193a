import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed } from '@story-harness/phone-cards';
import { answer, fail, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import type { BookingOnClosingDay } from '@/lib/api/api-types';
import { toApiDate } from '@/lib/api/api-date';
import { appRoutes } from '@/lib/app-routes';
import { pickDay, studioToday } from '@/test/date-picker';
import { ClosuresPage } from './closures-page';

const meta = {
  title: 'Dashboard/ClosuresPage',
  component: ClosuresPage,
  ...dashboardPageAt(appRoutes.dashboard.closures.to()),
} satisfies Meta<typeof ClosuresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'Daftar hari tutup';
const BOOKINGS = 'Reservasi pada tanggal tersebut';
const SAVE = 'Simpan Hari Tutup';

/** The seed always books a session three days ahead (the demo customer's, awaiting payment). */
const BUSY_DAYS_AHEAD = 3;

/** Closes the days from `first` to `last` days ahead in the form, as the admin picks them in the calendars. */
async function pickDays(canvasElement: HTMLElement, first: number, last = first) {
  const body = canvasElement.ownerDocument.body;
  await within(canvasElement).findByRole('form', { name: 'Tambah hari tutup' });
  await pickDay(userEvent, body, studioToday().add(first, 'day'), /^Pilih tanggal mulai/);
  await pickDay(userEvent, body, studioToday().add(last, 'day'), /^Pilih tanggal selesai/);
}

/** The cards of the bookings on the chosen days, once they are listed. */
async function findBookingCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: BOOKINGS });
  return within(list).getAllByRole('listitem');
}

/** Bookings on the days being closed, one per payment status, one customer's phone not on WhatsApp. */
const bookingsOfEveryPayment = (): BookingOnClosingDay[] => {
  const date = toApiDate(studioToday().add(BUSY_DAYS_AHEAD, 'day'));
  const customer = (id: number, name: string, phone = '0812-3456-7890') => ({ id, name, phone });
  return [
    { id: 41, date, time: '10:20', customer: customer(7, 'Sari Wulandari'), paymentStatus: 'none' },
    { id: 42, date, time: '11:00', customer: customer(8, 'Bagus Prasetyo'), paymentStatus: 'unpaid' },
    {
      id: 43,
      date,
      time: '13:40',
      customer: customer(9, 'Raden Ayu Kusumaningrum Wijayakusuma'),
      paymentStatus: 'downpayment',
    },
    { id: 44, date, time: '16:20', customer: customer(10, 'Dewi Lestari', 'tidak ada'), paymentStatus: 'paid' },
  ];
};

/** The seeded closure ahead, its days, label, note and delete button. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hapus Perawatan Studio' })).toBeVisible());
    await expect(canvas.getByRole('table', { name: LIST })).toHaveTextContent('Akan datang');
    await expect(canvas.getByText(/Setelah tanggal mulai dan selesai dipilih/)).toBeVisible();
  },
};

/** On a phone each closure is a card named by its label, 'Hapus' below; the form's fields stack. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const card = within(await findCardNamed(canvasElement, LIST, 'Perawatan Studio'));
    await expect(card.getByRole('button', { name: 'Hapus Perawatan Studio' })).toBeVisible();
    await expect(card.getByText('3 hari')).toBeVisible();
  },
};

/** Deleting asks first, saying the days open again for booking. */
export const ConfirmingDelete: Story = {
  parameters: {
    testedBy: {
      file: 'closures-page.test.tsx',
      test: 'deletes a closure after a confirmation that its days open again',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hapus Perawatan Studio' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' });
    await expect(dialog).toHaveTextContent('dapat dipesan kembali oleh pelanggan');
  },
};

const states = listStates('closed-days');

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile(LIST);

export const Empty: Story = {
  parameters: states.empty.parameters,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Belum ada hari tutup')).toBeVisible());
  },
};

export const FetchError: Story = states.failure;

/** Sent blank: the days and the label are required. */
export const SubmittedBlank: Story = {
  parameters: { testedBy: { file: 'closures-page.test.tsx', test: 'shows the messages of a closure sent blank' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    for (const message of [
      'Tanggal mulai tidak boleh kosong',
      'Tanggal selesai tidak boleh kosong',
      'Nama libur tidak boleh kosong',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
  },
};

/** Days holding bookings: each is listed, with no decision made for it. */
export const ConflictList: Story = {
  play: async ({ canvasElement }) => {
    await pickDays(canvasElement, BUSY_DAYS_AHEAD - 1, BUSY_DAYS_AHEAD);
    const [first] = await findBookingCards(canvasElement);
    if (!first) throw new Error('No booking listed');
    await expect(within(first).getByRole('link', { name: /^Reservasi #\d+$/ })).toBeVisible();
    for (const radio of within(first).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Saved without a decision for a booking: its card says so, and nothing is saved. */
export const ConflictNeedsDecisions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pickDays(canvasElement, BUSY_DAYS_AHEAD);
    const cards = await findBookingCards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    for (const card of cards) {
      await waitFor(() => expect(within(card).getByText('Tindakan tidak boleh kosong')).toBeVisible());
    }
  },
};

/** Asking a customer to move shows the WhatsApp message written for them. */
export const AskToReschedule: Story = {
  play: async ({ canvasElement }) => {
    await pickDays(canvasElement, BUSY_DAYS_AHEAD);
    const [first] = await findBookingCards(canvasElement);
    if (!first) throw new Error('No booking listed');
    await userEvent.click(within(first).getByRole('radio', { name: 'Minta ubah jadwal' }));
    await waitFor(() => expect(within(first).getByRole('link', { name: /^WhatsApp ke / })).toBeVisible());
  },
};

/** On a phone the bookings stack as cards: every payment status, a long name, a phone not on WhatsApp. */
export const ConflictListOnMobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(answer('closed-days/bookings', bookingsOfEveryPayment())),
  play: async ({ canvasElement }) => {
    await pickDays(canvasElement, BUSY_DAYS_AHEAD);
    const cards = await findBookingCards(canvasElement);
    await expect(cards).toHaveLength(4);
    const unreachable = within(cards[3] ?? canvasElement);
    await userEvent.click(unreachable.getByRole('radio', { name: 'Minta ubah jadwal' }));
    await waitFor(() => expect(unreachable.getByText(/bukan nomor WhatsApp/)).toBeVisible());
    await expect(within(cards[2] ?? canvasElement).getByText('DP dibayar')).toBeVisible();
  },
};

/** The bookings changed since the list was shown: the server's refusal shows above the form. */
export const BookingsChanged: Story = {
  parameters: storyHandlers(
    fail('closed-day', 409, 'Daftar reservasi pada tanggal tersebut sudah berubah, periksa kembali', 'post'),
  ),
  play: async ({ canvas, canvasElement }) => {
    await pickDays(canvasElement, 21);
    await waitFor(() => expect(canvas.getByText('Tidak ada reservasi aktif pada tanggal tersebut.')).toBeVisible());
    await userEvent.click(canvas.getByLabelText('Label'));
    await userEvent.paste('Libur Idul Fitri');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Daftar reservasi pada tanggal tersebut sudah berubah, periksa kembali',
      ),
    );
  },
};

/** The bookings on the chosen days could not be read: the failure can be retried. */
export const BookingsFailToLoad: Story = {
  parameters: storyHandlers(fail('closed-days/bookings', 500)),
  play: async ({ canvas, canvasElement }) => {
    await pickDays(canvasElement, BUSY_DAYS_AHEAD);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
