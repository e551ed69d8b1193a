import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { tabTo } from '@story-harness/keyboard-play';
import { reminderKindContent } from '@/content/reminder-kinds';
import { demoAccounts } from '@/content/demo-accounts';
import type { ReminderKind } from '@/lib/api/api-types';
import { appPageUrl } from '@/content/reminder-message';
import { appRoutes } from '@/lib/app-routes';
import { emailBooking, emailInbox, emailMessages, serveEmails } from '@/test/fixtures/email-messages';
import { MessagesPage } from './messages-page';

const meta = {
  title: 'Pages/MessagesPage',
  component: MessagesPage,
  parameters: { user: 'customer', route: appRoutes.messages.to() },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

const INBOX = 'Pesan masuk';

/** The messages of the inbox, once it has them. */
async function inboxMessages(canvas: Canvas): Promise<HTMLElement[]> {
  const inbox = await canvas.findByRole('list', { name: INBOX });
  return within(inbox).getAllByRole('listitem');
}

/** The button that opens or closes a message: its summary, named by its kind, subject and when it was sent. */
const summaryOf = (message: HTMLElement) => within(message).getByRole('button');

/** The intro names the customer's address and leads to the profile, where the reminders are chosen. */
async function expectIntro(canvas: Canvas): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Pesan' })).toBeVisible();
  await waitFor(() => expect(canvas.getByText(`ke ${demoAccounts.customer.email}.`, { exact: false })).toBeVisible());
  await expect(canvas.getByRole('link', { name: 'Atur pengingat' })).toHaveAttribute('href', appRoutes.profile.to());
}

/** The seeded customer's emails about their past bookings, newest first; the newest open, the others opened by keyboard. */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    const messages = await inboxMessages(canvas);
    await expectIntro(canvas);
    await expect(messages.length).toBeGreaterThanOrEqual(3);
    await expect(messages.map((message) => summaryOf(message).getAttribute('aria-expanded'))).toEqual(
      messages.map((_, index) => String(index === 0)),
    );
    for (const kind of ['payment-deadline', 'session-tomorrow', 'review-request'] as const)
      await expect(canvas.getAllByText(reminderKindContent[kind].label).length).toBeGreaterThan(0);
    const [, second] = messages;
    if (!second) throw new Error('The inbox has one message only');
    await tabTo(summaryOf(second));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(summaryOf(second)).toHaveAttribute('aria-expanded', 'true'));
    await expect(within(second).getByRole('region')).toHaveTextContent(/Halo Sari Wulandari,/);
  },
};

export const Empty: Story = {
  parameters: loadsEmpty('reminders'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Belum ada pesan' })).toBeInTheDocument();
    await expect(canvas.getByText(/sehari sebelum sesi foto/)).toBeVisible();
    await expectIntro(canvas);
  },
};

export const Loading: Story = {
  parameters: neverLoads('reminders'),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Memuat pesan' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.queryByRole('list', { name: INBOX })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: failsToLoad('reminders'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.queryByRole('list', { name: INBOX })).toBeNull();
  },
};

/** Every kind about one booking, on a phone in the app's own shell: long addresses wrap instead of widening the page. */
const inTheApp = inAppAt(appRoutes.messages.to(), 'customer');

export const Mobile: Story = {
  ...inTheApp,
  globals: onMobile,
  parameters: { ...inTheApp.parameters, ...storyHandlers(serveEmails(emailInbox)) },
  play: async ({ canvas }) => {
    const messages = await inboxMessages(canvas);
    // The subject names the booking, mid-sentence or first ("Reservasi #41 dikonfirmasi").
    const subjects = messages.map((message) => within(summaryOf(message)).getByText(/reservasi #41\b/i).textContent);
    await expect(subjects).toEqual(emailInbox.map((email) => email.subject));
    const [newest] = messages;
    if (!newest) throw new Error('The inbox is empty');
    await expect(within(newest).getByRole('link', { name: 'Lihat hasil foto' })).toHaveAttribute(
      'href',
      appRoutes.photos.to(emailBooking.reservationId),
    );
  },
};

/** What each kind's email must say besides the booking and its session. */
interface KindExpectations {
  sent: string;
  /** The app page its link and button lead to, and the button's label. */
  page?: { path: string; action: string };
  namesAmount: boolean;
}

const byKind: Record<ReminderKind, KindExpectations> = {
  'payment-deadline': {
    sent: 'Kamis, 10 Desember 2026 pukul 13.05 WIB',
    page: { path: appRoutes.payment.to(emailBooking.transactionId), action: 'Buka halaman pembayaran' },
    namesAmount: true,
  },
  'booking-confirmed': {
    sent: 'Kamis, 10 Desember 2026 pukul 15.00 WIB',
    page: { path: appRoutes.payment.to(emailBooking.transactionId), action: 'Lihat reservasi' },
    namesAmount: true,
  },
  'balance-due': {
    sent: 'Jumat, 11 Desember 2026 pukul 10.20 WIB',
    page: { path: appRoutes.payment.to(emailBooking.transactionId), action: 'Buka halaman pembayaran' },
    namesAmount: true,
  },
  'session-tomorrow': { sent: 'Jumat, 11 Desember 2026 pukul 10.20 WIB', namesAmount: false },
  'review-request': {
    sent: 'Sabtu, 12 Desember 2026 pukul 12.40 WIB',
    page: { path: appRoutes.review.to(emailBooking.reservationId), action: 'Beri ulasan' },
    namesAmount: false,
  },
  'album-open': {
    sent: 'Minggu, 13 Desember 2026 pukul 10.00 WIB',
    page: { path: appRoutes.photos.to(emailBooking.reservationId), action: 'Pilih foto' },
    namesAmount: false,
  },
  'album-choice-closing': {
    sent: 'Jumat, 18 Desember 2026 pukul 07.00 WIB',
    page: { path: appRoutes.photos.to(emailBooking.reservationId), action: 'Pilih foto' },
    namesAmount: false,
  },
  'album-ready': {
    sent: 'Selasa, 22 Desember 2026 pukul 14.00 WIB',
    page: { path: appRoutes.photos.to(emailBooking.reservationId), action: 'Lihat hasil foto' },
    namesAmount: false,
  },
  'album-expiring': {
    sent: 'Rabu, 20 Januari 2027 pukul 07.00 WIB',
    page: { path: appRoutes.photos.to(emailBooking.reservationId), action: 'Lihat hasil foto' },
    namesAmount: false,
  },
};

/** The page's link written in the text: the absolute address on this site, as the email shows it, leading to the page. */
async function expectLinkToAppPage(message: HTMLElement, path: string): Promise<void> {
  const link = within(message).getByRole('link', { name: appPageUrl(path) });
  const target = new URL(link.getAttribute('href') ?? '', location.href);
  await expect(target.origin).toBe(location.origin);
  await expect(target.pathname).toMatch(new RegExp(`${path}$`));
}

/**
 * The full email of one kind about the fixture booking, open as the only message of the inbox: the booking,
 * its session, the amount where one is due, and the page to act on. `alsoShows` checks what the kind adds.
 */
function fullEmail(kind: ReminderKind, alsoShows?: (text: HTMLElement) => Promise<void>): Story {
  const email = emailMessages[kind];
  const { sent, page, namesAmount } = byKind[kind];
  return {
    parameters: storyHandlers(serveEmails([email])),
    play: async ({ canvas }) => {
      const [message] = await inboxMessages(canvas);
      if (!message) throw new Error('The inbox is empty');
      const summary = summaryOf(message);
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await expect(within(summary).getByText(reminderKindContent[kind].label)).toBeVisible();
      await expect(within(summary).getByText(email.subject)).toBeVisible();
      await expect(within(summary).getByText(sent)).toBeVisible();
      const text = within(message).getByRole('region');
      await expect(text).toHaveTextContent(`reservasi #${emailBooking.reservationId}`);
      await expect(text).toHaveTextContent(emailBooking.session);
      if (namesAmount) await expect(text).toHaveTextContent(/Rp\s175\.000/);
      else await expect(text).not.toHaveTextContent(/Rp\s/);
      if (page) {
        await expectLinkToAppPage(message, page.path);
        await expect(within(message).getByRole('link', { name: page.action })).toHaveAttribute('href', page.path);
      }
      await alsoShows?.(text);
    },
  };
}

export const PaymentDeadline: Story = fullEmail('payment-deadline');

/** The booking's money with its voucher, and the cancellation policy it was booked under, tier by tier. */
export const BookingConfirmed: Story = fullEmail('booking-confirmed', async (text) => {
  await expect(text).toHaveTextContent('Potongan voucher (HEMAT25): −Rp 25.000');
  await expect(text).toHaveTextContent('Sisa pembayaran: Rp 175.000 (lunasi sebelum sesi dimulai)');
  await expect(text).toHaveTextContent('Kebijakan pembatalan reservasi ini:');
  await expect(text).toHaveTextContent('- Kurang dari 24 jam sebelum sesi: tidak ada pengembalian');
});

export const BalanceDue: Story = fullEmail('balance-due');

/** No payment or review to link to: the studio's place on Google Maps instead, opened in a new tab, and what to bring. */
export const SessionTomorrow: Story = fullEmail('session-tomorrow', async (text) => {
  await expect(within(text).getByRole('link', { name: /^https:\/\/www\.google\.com\/maps\// })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(text).toHaveTextContent('Bawa pakaian atau properti pribadi');
  await expect(within(text).getAllByRole('link')).toHaveLength(1);
});

export const ReviewRequest: Story = fullEmail('review-request');

export const AlbumOpen: Story = fullEmail('album-open', async (text) => {
  await expect(text).toHaveTextContent(
    'Pilih hingga 10 foto untuk diedit dan kirim pilihan Anda paling lambat Jumat, 18 Desember 2026.',
  );
});

export const AlbumChoiceClosing: Story = fullEmail('album-choice-closing');

export const AlbumReady: Story = fullEmail('album-ready', async (text) => {
  await expect(text).toHaveTextContent('bisa diunduh hingga Jumat, 22 Januari 2027.');
});

export const AlbumExpiring: Story = fullEmail('album-expiring');
