import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { findCards, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { holdUpQrCode, refuseCamera } from '@story-harness/fake-camera';
import { appRoutes } from '@/lib/app-routes';
import { arrivalCodeOf } from '@/lib/rules/arrivals';
import { CAMERA_DENIED_MESSAGE } from '@/components/camera-qr-scanner';
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
    // Written with the studio's address: the link is there once its settings have answered.
    await waitFor(() => expect(within(pending).getByRole('link', { name: /^WhatsApp ke / })).toBeVisible());
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
    const dialog = await openCheckInDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Kode kedatangan' }), 'AB0');
    await userEvent.click(dialog.getByRole('button', { name: 'Check-in' }));
    await waitFor(() => expect(dialog.getByText('Kode kedatangan tidak valid')).toBeVisible());
  },
};

/** The dialog for checking in by code, opened from the page header. */
async function openCheckInDialog(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Check-in dengan kode' }));
  return within(await page.findByRole('dialog', { name: 'Check-in dengan kode' }));
}

/**
 * At 12.30 the customer holds up their arrival pass and the admin scans it with the device's camera: the code
 * is read from the camera's frames (ZXing in WebAssembly where the browser has no detector of its own), the
 * booking is checked in at once, and the dialog closes. The camera sees a QR code drawn on a canvas.
 */
export const CheckInByCamera: Story = {
  parameters: {
    studioTime: '12:30',
    testedBy: {
      file: 'today-schedule-page.test.tsx',
      test: 'checks in the booking whose arrival QR code the camera reads, then closes the dialog',
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Jadwal hari ini' }));
    const [first] = await table.findAllByRole('button', { name: /^Check-in / });
    const row = first?.closest('tr');
    // Columns hide by width: the id is in the column headed 'ID Reservasi', wherever that is.
    const idColumn = table.getAllByRole('columnheader').findIndex((header) => header.textContent === 'ID Reservasi');
    const id = row && Number(within(row).getAllByRole('cell')[idColumn]?.textContent);
    if (!row || !id) throw new Error('No booking to check in today');
    const putCameraBack = await holdUpQrCode(arrivalCodeOf(id));
    try {
      const dialog = await openCheckInDialog(canvasElement);
      await userEvent.click(dialog.getByRole('button', { name: 'Pindai QR dengan kamera' }));
      await waitFor(() => expect(within(row).getByText('Hadir 12.30 WIB')).toBeVisible(), { timeout: 10_000 });
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    } finally {
      putCameraBack();
    }
  },
};

/** On a phone whose camera the admin did not allow, the dialog says so and the code can still be typed. */
export const CheckInCameraRefused: Story = testedBy(
  {
    globals: onMobile,
    play: async ({ canvasElement }) => {
      const putCameraBack = refuseCamera('NotAllowedError');
      try {
        const dialog = await openCheckInDialog(canvasElement);
        await userEvent.click(dialog.getByRole('button', { name: 'Pindai QR dengan kamera' }));
        await waitFor(() => expect(dialog.getByText(CAMERA_DENIED_MESSAGE)).toBeVisible());
        await expect(dialog.getByRole('textbox', { name: 'Kode kedatangan' })).toBeEnabled();
      } finally {
        putCameraBack();
      }
    },
  },
  'today-schedule-page.test.tsx',
  'says so when the camera is not allowed, and the code can still be typed',
);
