import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { answer, fail, hang, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { stillLoading } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { pickDay, studioToday } from '@/test/date-picker';
import { serveTakenSlots, slotTime } from '@/test/fixtures/reservations';
import { toApiDate } from '@/lib/api/api-date';
import { formatCalendarDate } from '@/lib/format';
import { formatClockTime } from '@/lib/format';
import { BookingPage } from './booking-page';

/** Late slots, taken, so they show next to the passed ones of a story set at 14.10. */
const TAKEN_SLOTS = [26, 28];

const meta = {
  title: 'Pages/BookingPage',
  component: BookingPage,
  ...inAppAt('/reservation/1', 'customer'),
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Formulir reservasi' }));

const AGREEMENT = 'Saya setuju dengan kebijakan pembatalan';

/** The summary line's value: the text next to its label. */
const valueNextTo = (label: HTMLElement) => label.nextElementSibling;

/** Types a voucher code and applies it with "Pakai". */
async function applyVoucher(canvasElement: HTMLElement, code: string) {
  const form = await formOf(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Kode voucher' }), code);
  await userEvent.click(form.getByRole('button', { name: 'Pakai' }));
  return form;
}

/** Picks the day after tomorrow, with every slot free, and its first slot (10.20). */
async function pickFirstSlotInTwoDays(canvasElement: HTMLElement) {
  await formOf(canvasElement);
  const day = studioToday().add(2, 'day');
  await pickDay(userEvent, canvasElement.ownerDocument.body, day);
  const form = await formOf(canvasElement);
  await userEvent.click(await form.findByRole('radio', { name: '10.20 sampai 10.40' }));
  return { form, day };
}

export const Populated: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('checkbox', { name: /Tambahan Orang/ })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'DP 50%' })).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('region', { name: 'Kebijakan pembatalan' })).toBeVisible());
    await expect(form.getByRole('checkbox', { name: AGREEMENT })).not.toBeChecked();
  },
};

export const PopulatedOnMobile: Story = {
  globals: onMobile,
};

/** The studio's policy in force, below the payment method, and the agreement the booking asks for. */
export const CancellationPolicy: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const policy = within(await form.findByRole('region', { name: 'Kebijakan pembatalan' }));
    await expect(policy.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '72 jam atau lebih sebelum sesi: dana kembali 100%',
      '24–72 jam sebelum sesi: dana kembali 50%',
      'Kurang dari 24 jam sebelum sesi: tidak ada pengembalian',
    ]);
    await expect(policy.getByText('Jadwal dapat dipindah sesuai ketentuan tanpa kehilangan pembayaran.')).toBeVisible();
    const agreement = form.getByRole('checkbox', { name: AGREEMENT });
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(agreement).toHaveAccessibleDescription('Setujui kebijakan pembatalan terlebih dahulu'));
    await userEvent.click(agreement);
    await expect(agreement).toBeChecked();
  },
};

/** The settings are still on their way: a skeleton holds the policy's place. */
export const CancellationPolicyLoading: Story = {
  globals: onMobile,
  parameters: storyHandlers(hang('settings')),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('status', { name: 'Memuat kebijakan pembatalan' })).toBeVisible();
  },
};

export const NoDatePicked: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const slots = within(form.getByRole('group', { name: 'Pilih Waktu' }));
    await expect(slots.getByText('Pilih tanggal terlebih dahulu untuk melihat jam yang tersedia.')).toBeVisible();
    await expect(slots.queryAllByRole('radio')).toHaveLength(0);
    await expect(valueNextTo(form.getByText('Tanggal', { selector: 'dt' }))).toHaveTextContent('Belum dipilih');
    await expect(valueNextTo(form.getByText('Waktu', { selector: 'dt' }))).toHaveTextContent('Belum dipilih');
  },
};

export const Loading: Story = stillLoading('package/:id', 'Memuat formulir reservasi');

export const TodayWithTakenAndPassedSlots: Story = {
  globals: onDesktop,
  parameters: { studioTime: '14:10', ...storyHandlers(serveTakenSlots(TAKEN_SLOTS)) },
  play: async ({ canvasElement }) => {
    await formOf(canvasElement);
    await pickDay(userEvent, canvasElement.ownerDocument.body, studioToday());
    const form = await formOf(canvasElement);
    const takenName = (id: number) => `${formatClockTime(slotTime(id))}, sudah dipesan`;
    await form.findByRole('radio', { name: takenName(TAKEN_SLOTS[0] ?? 1) });
    for (const id of TAKEN_SLOTS) await expect(form.getByRole('radio', { name: takenName(id) })).toBeDisabled();
    // At 14.10 the sessions up to 14.00 have begun; 14.20 is the first still to come.
    await expect(form.getByRole('radio', { name: '10.20, sudah lewat' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: '14.00, sudah lewat' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: '14.20 sampai 14.40' })).toBeEnabled();
    for (const slot of form.getAllByRole('radio', { name: / sampai / })) await expect(slot).toBeEnabled();
  },
};

export const TodayWithTakenAndPassedSlotsOnMobile: Story = {
  ...TodayWithTakenAndPassedSlots,
  globals: onMobile,
};

export const SummaryWithDownPayment: Story = {
  globals: onDesktop,
  parameters: storyHandlers(serveTakenSlots([])),
  play: async ({ canvasElement }) => {
    const { form, day } = await pickFirstSlotInTwoDays(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'DP 50%' }));
    const summary = within(form.getByLabelText('Ringkasan reservasi'));
    await expect(summary.getByText(formatCalendarDate(toApiDate(day)))).toBeVisible();
    await expect(summary.getByText('10.20–10.40 WIB')).toBeVisible();
    await expect(valueNextTo(summary.getByText('Total'))).toHaveTextContent('Rp 350.000');
    await expect(valueNextTo(summary.getByText('Dibayar sekarang (DP 50%)'))).toHaveTextContent('Rp 175.000');
    await expect(valueNextTo(summary.getByText('Sisa, dilunasi sebelum sesi dimulai'))).toHaveTextContent('Rp 175.000');
    await expect(
      form.getByText(/Jika belum lunas saat sesi dimulai, reservasi dibatalkan dan DP tidak dikembalikan/),
    ).toBeVisible();
  },
};

export const PaymentStepFailed: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTakenSlots([]), fail('transaction', 500, SERVER_ERROR, 'post')),
  play: async ({ canvasElement }) => {
    const { form } = await pickFirstSlotInTwoDays(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await userEvent.click(form.getByRole('checkbox', { name: AGREEMENT }));
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    const notice = await form.findByRole('alert');
    await expect(notice).toHaveTextContent(/Reservasi tersimpan, pembayaran belum dibuat/);
    await expect(notice).toHaveTextContent(/Hanya langkah pembayaran yang gagal: Terjadi kesalahan pada server/);
    await expect(within(notice).getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
    await expect(form.getByRole('radio', { name: '10.20 sampai 10.40' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Reservasi' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  parameters: { testedBy: { file: 'booking-page.test.tsx', test: 'shows every validation message of the form' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(form.getByText('Tanggal tidak boleh kosong')).toBeVisible());
    await expect(form.getByText('Harus memilih salah satu waktu')).toBeVisible();
    await expect(form.getByText('Metode transaksi tidak boleh kosong')).toBeVisible();
    await expect(form.getByText('Setujui kebijakan pembatalan terlebih dahulu')).toBeVisible();
  },
};

export const SlotTakenMeanwhile: Story = {
  parameters: storyHandlers(
    serveTakenSlots([]),
    fail('reservation', 409, 'Waktu sudah dipesan, silakan pilih waktu lain', 'post'),
  ),
  play: async ({ canvasElement }) => {
    await formOf(canvasElement);
    await pickDay(userEvent, canvasElement.ownerDocument.body, studioToday().add(1, 'day'));
    const form = await formOf(canvasElement);
    await userEvent.click(await form.findByRole('radio', { name: '10.20 sampai 10.40' }));
    await userEvent.click(form.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await userEvent.click(form.getByRole('checkbox', { name: AGREEMENT }));
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Waktu sudah dipesan, silakan pilih waktu lain')).toBeVisible());
  },
};

/** SENJAHEMAT (10 %) applied: subtotal, discount and total at once, and the down payment is half of that total. */
export const VoucherApplied: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const form = await applyVoucher(canvasElement, 'SENJAHEMAT');
    await waitFor(() => expect(form.getByText('Voucher SENJAHEMAT dipakai')).toBeVisible());
    await expect(form.getByRole('button', { name: 'Hapus voucher SENJAHEMAT' })).toHaveFocus();
    await userEvent.click(form.getByRole('radio', { name: 'DP 50%' }));
    const summary = within(form.getByLabelText('Ringkasan reservasi'));
    await expect(valueNextTo(summary.getByText('Subtotal'))).toHaveTextContent('Rp 350.000');
    await expect(valueNextTo(summary.getByText('Potongan voucher (SENJAHEMAT)'))).toHaveTextContent('−Rp 35.000');
    await expect(valueNextTo(summary.getByText('Total'))).toHaveTextContent('Rp 315.000');
    await expect(valueNextTo(summary.getByText('Dibayar sekarang (DP 50%)'))).toHaveTextContent('Rp 157.500');
  },
};

/** An expired code: the backend's reason under the field, and the price as it was. */
export const VoucherRefused: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const form = await applyVoucher(canvasElement, 'MERDEKA17');
    await waitFor(() => expect(form.getByText('Kode tidak berlaku')).toBeVisible());
    await expect(form.getByRole('textbox', { name: 'Kode voucher' })).toHaveAccessibleDescription('Kode tidak berlaku');
    const summary = within(form.getByLabelText('Ringkasan reservasi'));
    await expect(summary.queryByText('Subtotal')).not.toBeInTheDocument();
    await expect(valueNextTo(summary.getByText('Total'))).toHaveTextContent('Rp 350.000');
  },
};

/** A voucher that takes off the whole price: nothing to pay, so no payment method is asked for. */
export const FreeBooking: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    answer(
      'reservation/quote',
      { subtotal: 350_000, discount: 350_000, total: 0, voucherCode: 'GRATISFOTO' },
      'Harga reservasi dihitung',
      { method: 'post' },
    ),
  ),
  play: async ({ canvasElement }) => {
    const form = await applyVoucher(canvasElement, 'GRATISFOTO');
    await waitFor(() => expect(form.getByText('Voucher GRATISFOTO dipakai')).toBeVisible());
    const summary = within(form.getByLabelText('Ringkasan reservasi'));
    await expect(valueNextTo(summary.getByText('Potongan voucher (GRATISFOTO)'))).toHaveTextContent('−Rp 350.000');
    await expect(valueNextTo(summary.getByText('Total'))).toHaveTextContent('Rp 0');
    await waitFor(() => expect(form.getByText('Tidak perlu pembayaran')).toBeVisible());
    await expect(form.queryByRole('radio', { name: 'DP 50%' })).not.toBeInTheDocument();
  },
};
