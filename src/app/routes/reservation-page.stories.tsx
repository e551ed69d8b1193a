import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { inAppAt } from '../../../.storybook/app-at-url';
import { onDesktop, onMobile } from '../../../.storybook/viewports';
import { pickDay, studioToday } from '../../test/date-picker';
import { serveTakenSlots, slotTime } from '../../test/fixtures/reservations';
import { ReservationPage } from './reservation-page';

/** Late slots, taken on any day, so they show next to the morning's passed ones. */
const TAKEN_SLOTS = [26, 28];

/** The app at the page, signed in as the demo customer. */
const app = inAppAt('/reservation/1');

const meta = {
  title: 'Pages/ReservationPage',
  component: ReservationPage,
  render: app.render,
  parameters: { ...app.parameters, user: 'customer' },
} satisfies Meta<typeof ReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Formulir reservasi' }));

export const Populated: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByText('Pilih tanggal terlebih dahulu untuk melihat waktu yang tersedia.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /Tambahan Orang/ })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'DP 50%' })).toBeInTheDocument();
  },
};

export const PopulatedOnMobile: Story = {
  globals: onMobile,
};

export const Loading: Story = {
  parameters: { msw: { handlers: { story: [http.get('*/api/v1/package/:id', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Memuat formulir reservasi')).toBeInTheDocument();
  },
};

export const TodayWithTakenAndPassedSlots: Story = {
  globals: onDesktop,
  parameters: { msw: { handlers: { story: [serveTakenSlots(TAKEN_SLOTS)] } } },
  play: async ({ canvasElement }) => {
    await formOf(canvasElement);
    await pickDay(userEvent, canvasElement.ownerDocument.body, studioToday());
    const form = await formOf(canvasElement);
    await expect(await form.findByRole('radio', { name: new RegExp(`^${slotTime(TAKEN_SLOTS[0] ?? 1)} \\(`) })).toBeDisabled();
  },
};

export const TodayWithTakenAndPassedSlotsOnMobile: Story = {
  ...TodayWithTakenAndPassedSlots,
  globals: onMobile,
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    await expect(await form.findByText('Tanggal tidak boleh kosong')).toBeVisible();
    await expect(form.getByText('Harus memilih salah satu waktu')).toBeVisible();
    await expect(form.getByText('Metode transaksi tidak boleh kosong')).toBeVisible();
  },
};

export const SlotTakenMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          serveTakenSlots([]),
          http.post('*/api/v1/reservation', () => HttpResponse.json({ message: 'Waktu sudah dipesan, silakan pilih waktu lain' }, { status: 409 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await formOf(canvasElement);
    await pickDay(userEvent, canvasElement.ownerDocument.body, studioToday().add(1, 'day'));
    const form = await formOf(canvasElement);
    await userEvent.click(await form.findByRole('radio', { name: '10:20' }));
    await userEvent.click(form.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await userEvent.click(form.getByRole('button', { name: 'Reservasi' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Waktu sudah dipesan, silakan pilih waktu lain')).toBeVisible();
  },
};
