import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { findCards, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { TodaySchedulePage } from './today-schedule-page';
import { testedBy } from '@story-harness/story-parameters';

const schedulePath = 'reservation/date';

const meta = {
  title: 'Dashboard/TodaySchedulePage',
  component: TodaySchedulePage,
  ...asAdminAt(appRoutes.dashboard.todaySchedule.to()),
} satisfies Meta<typeof TodaySchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = populatedList(/^Jadwal untuk /, ['button', 'Batal']);

/** On a phone each booking is a card, with WhatsApp, cancel and complete at its bottom. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const cards = await findCards(canvasElement, 'Jadwal hari ini');
    const pending = cards.find((card) => within(card).queryByRole('button', { name: 'Batal' }));
    if (!pending) throw new Error('No pending booking today');
    await expect(within(pending).getByRole('link', { name: /^WhatsApp ke / })).toBeVisible();
    await expect(termsOf(pending)).toEqual(['ID Reservasi', 'Waktu', 'Kategori', 'Paket', 'Kedatangan']);
  },
};

const states = listStates(schedulePath);

export const Loading: Story = states.loading;

export const Empty: Story = testedBy(
  states.empty,
  'today-schedule-page.test.tsx',
  "says 'Tidak ada data' on a day without bookings",
);

export const FetchError: Story = states.failure;

/** At 12.30 the admin checks in a customer of today in one tap: the time shows, late if after the start. */
export const CheckIn: Story = {
  parameters: { studioTime: '12:30' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Jadwal hari ini' }));
    const [first] = await table.findAllByRole('button', { name: /^Check-in / });
    if (!first) throw new Error('No booking to check in today');
    await userEvent.click(first);
    await waitFor(() => expect(table.getAllByText('Hadir 12.30 WIB').length).toBeGreaterThan(0));
  },
};

/** A typed code that is not one is refused in the dialog, before any request. */
export const CheckInByCodeRefused: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Check-in dengan kode' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Check-in dengan kode' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Kode kedatangan' }), 'AB0');
    await userEvent.click(dialog.getByRole('button', { name: 'Check-in' }));
    await waitFor(() => expect(dialog.getByText('Kode kedatangan tidak valid')).toBeVisible());
  },
};
