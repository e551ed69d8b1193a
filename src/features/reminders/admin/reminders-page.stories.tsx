import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPlaceholderCards, findCards } from '@story-harness/phone-cards';
import { fail, hang, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { studioPlace } from '@/content/studio-place';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { reminderKindContent } from '@/content/reminder-kinds';
import type { ReminderKind } from '@/lib/api/api-types';
import { appPageUrl } from '@/content/reminder-message';
import { appRoutes } from '@/lib/app-routes';
import {
  changingWhatsAppQueue,
  fixtureBookingOf,
  NOT_A_WHATSAPP_PHONE,
  sentEarlierToday,
  sentYesterday,
  whatsAppReminders,
  whatsAppQueue,
  whatsAppReminder,
} from '@/test/fixtures/whatsapp-queue';
import { reminderWhatsAppLink } from '@/content/reminder-message';
import { answeringDigests, latestDigests } from '@/test/fixtures/morning-digests';
import { DIGESTS_LABEL } from './morning-digests';
import { RemindersPage } from './reminders-page';
import { SENT_TODAY_LABEL } from './sent-today';
import { QUEUE_LABEL } from './whatsapp-queue';

const meta = {
  title: 'Dashboard/RemindersPage',
  component: RemindersPage,
  ...dashboardPageAt(appRoutes.dashboard.reminders.to()),
} satisfies Meta<typeof RemindersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MARK_SENT = 'Tandai terkirim';
const SEND = 'Kirim via WhatsApp';
const EMPTY_QUEUE = 'Tidak ada pengingat yang perlu dikirim saat ini.';
const NONE_SENT_TODAY = 'Belum ada pengingat WhatsApp yang ditandai terkirim hari ini.';

/** A queued reminder's card is named by its kind and customer. */
const cardName = (kind: ReminderKind) => `${reminderKindContent[kind].label}: ${fixtureBookingOf(kind).customer.name}`;

/** The cards of the queue, once it has arrived. */
async function findQueueCards(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const list = await within(canvasElement).findByRole('list', { name: QUEUE_LABEL });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list).getAllByRole('listitem');
}

const findCard = (canvasElement: HTMLElement, kind: ReminderKind) =>
  within(canvasElement).findByRole('listitem', { name: cardName(kind) });

/** Marks the queued reminder of `kind` sent: the notice `notice` shows, and its card leaves the queue. */
async function markSentFromQueue(canvasElement: HTMLElement, kind: ReminderKind, notice: string) {
  const card = await findCard(canvasElement, kind);
  await userEvent.click(within(card).getByRole('button', { name: MARK_SENT }));
  const page = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(page.getByText(notice)).toBeVisible());
  await waitFor(() => expect(card).not.toBeInTheDocument());
}

/** The names of the queue's cards, in order. */
const namesOf = (cards: HTMLElement[]) => cards.map((card) => card.getAttribute('aria-label'));

/** Every kind due; the API lists them newest first, the page the one waiting longest first. */
export const Populated: Story = {
  parameters: storyHandlers(whatsAppReminders({ due: whatsAppQueue() })),
  play: async ({ canvas, canvasElement }) => {
    const cards = await findQueueCards(canvasElement);
    await expect(namesOf(cards)).toEqual(
      (
        [
          'payment-deadline',
          'album-expiring',
          'album-choice-closing',
          'review-request',
          'album-open',
          'balance-due',
          'album-ready',
          'session-tomorrow',
          'booking-confirmed',
        ] as const
      ).map(cardName),
    );
    await expect(canvas.getByRole('heading', { name: 'Menunggu dikirim (9)' })).toBeVisible();

    const first = within(cards[0] ?? canvasElement);
    await expect(first.getByRole('heading', { name: 'Bagus Prasetyo' })).toBeVisible();
    await expect(first.getByText('Batas pembayaran')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Reservasi #41' })).toHaveAttribute(
      'href',
      appRoutes.dashboard.reservationDetail.to(41),
    );
    await expect(first.getByText('0812-3456-7890')).toBeVisible();
    await expect(first.getByText('Segera selesaikan pembayaran reservasi #41')).toBeVisible();
    const send = first.getByRole('link', { name: SEND });
    await expect(send).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/));
    await expect(send).toHaveAttribute('target', '_blank');
    await expect(send).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(first.getByRole('button', { name: MARK_SENT })).toBeEnabled();

    await waitFor(() => expect(canvas.getByText(NONE_SENT_TODAY)).toBeVisible());
  },
};

/** Nothing due and nothing sent yet today. */
export const Empty: Story = {
  parameters: storyHandlers(whatsAppReminders({})),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(EMPTY_QUEUE)).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Menunggu dikirim' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(NONE_SENT_TODAY)).toBeVisible());
  },
};

/** All sent: the queue is empty, and today's sent reminders are listed, the latest first; yesterday's are not. */
export const Sent: Story = {
  parameters: storyHandlers(
    whatsAppReminders({
      sent: [
        sentEarlierToday(whatsAppReminder('session-tomorrow'), 5),
        sentEarlierToday(whatsAppReminder('payment-deadline'), 30),
        sentYesterday(whatsAppReminder('review-request')),
      ],
    }),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(EMPTY_QUEUE)).toBeVisible());
    const table = await canvas.findByRole('table', { name: SENT_TODAY_LABEL });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, ...rows] = within(table).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('Raden Ayu Kusumaningrum Wijayakusuma');
    await expect(rows[0]).toHaveTextContent('Sesi besok');
    await expect(rows[0]).toHaveTextContent(/pukul \d{2}\.\d{2} WIB/);
    await expect(rows[1]).toHaveTextContent('Bagus Prasetyo');
    await expect(within(rows[1] ?? table).getByRole('link', { name: 'Reservasi #41' })).toBeVisible();
    await expect(within(table).queryByText('Rina Maharani')).toBeNull();
  },
};

/** While the reminders load, placeholder cards of the final size hold their place. */
export const Loading: Story = {
  parameters: storyHandlers(hang('reminders')),
  play: async ({ canvas, canvasElement }) => {
    await expectPlaceholderCards(canvasElement, QUEUE_LABEL);
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const LoadingOnMobile: Story = {
  ...Loading,
  globals: onMobile,
};

/** The reminders could not be read: the failure says so and can be retried. */
export const FetchError: Story = {
  parameters: storyHandlers(fail('reminders', 500)),
  play: async ({ canvas }) => {
    const failure = `Pengingat gagal dimuat: ${SERVER_ERROR}`;
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(failure));
    await expect(canvas.queryByRole('list', { name: QUEUE_LABEL })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(failure));
  },
};

const markingSent = changingWhatsAppQueue(whatsAppQueue);

/** Marked sent: the server's message shows, the reminder leaves the queue and is listed as sent today. */
export const MarkSent: Story = {
  parameters: storyHandlers(...markingSent.handlers),
  beforeEach: () => markingSent.reset(),
  play: async ({ canvas, canvasElement }) => {
    await markSentFromQueue(canvasElement, 'session-tomorrow', 'Pengingat ditandai terkirim');
    await expect(canvas.getByRole('heading', { name: 'Menunggu dikirim (8)' })).toBeVisible();
    const table = canvas.getByRole('table', { name: SENT_TODAY_LABEL });
    await waitFor(() => expect(table).toHaveTextContent('Raden Ayu Kusumaningrum Wijayakusuma'));
  },
};

const withdrawing = changingWhatsAppQueue(whatsAppQueue, { withdrawn: [whatsAppReminder('balance-due').id] });

/** A reminder that stopped applying meanwhile (its booking paid, moved or cancelled): refused, and it leaves the queue. */
export const NoLongerDue: Story = {
  parameters: storyHandlers(...withdrawing.handlers),
  beforeEach: () => withdrawing.reset(),
  play: async ({ canvas, canvasElement }) => {
    await markSentFromQueue(canvasElement, 'balance-due', 'Pengingat ini sudah tidak berlaku');
    await expect(canvas.getByText(NONE_SENT_TODAY)).toBeVisible();
  },
};

/** A customer whose phone is no WhatsApp number: no chat to open, said beside the disabled button; marking sent stays. */
export const NotWhatsApp: Story = {
  parameters: storyHandlers(
    whatsAppReminders({ due: [whatsAppReminder('session-tomorrow', { phone: NOT_A_WHATSAPP_PHONE })] }),
  ),
  play: async ({ canvasElement }) => {
    const card = within(await findCard(canvasElement, 'session-tomorrow'));
    const send = card.getByRole('button', { name: SEND });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/Nomor telepon bukan nomor WhatsApp/);
    await expect(card.queryByRole('link', { name: SEND })).toBeNull();
    await expect(card.getByText(NOT_A_WHATSAPP_PHONE)).toBeVisible();
    await expect(card.getByRole('button', { name: MARK_SENT })).toBeEnabled();
  },
};

/** On a phone the reminders stack as cards, their actions full width; today's sent ones are cards too. */
export const Mobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    whatsAppReminders({
      due: whatsAppQueue(),
      sent: [sentEarlierToday(whatsAppReminder('review-request'), 10)],
    }),
  ),
  play: async ({ canvasElement }) => {
    const [first] = await findQueueCards(canvasElement);
    const card = within(first ?? canvasElement);
    await expect(card.getByRole('link', { name: SEND })).toBeVisible();
    await expect(card.getByRole('button', { name: MARK_SENT })).toBeVisible();
    const [sent] = await findCards(canvasElement, SENT_TODAY_LABEL);
    await expect(sent).toHaveTextContent('Rina Maharani');
    await expect(sent).toHaveTextContent('Permintaan ulasan');
  },
};

/** The admin's outbox: today's morning summary open, with its sessions and what waits; yesterday's folded under it. */
export const MorningSummaries: Story = {
  parameters: storyHandlers(answeringDigests(latestDigests())),
  play: async ({ canvas }) => {
    const [today, yesterday] = latestDigests();
    const list = await canvas.findByRole('list', { name: DIGESTS_LABEL });
    const [first, second] = within(list).getAllByRole('listitem');
    const newest = within(first ?? list);
    // The summary line says the subject, then when and to whom it was sent.
    const sentToday = new RegExp(`^${today?.subject}\\s*Dikirim .* pukul 07\\.00 WIB ke admin@studio\\.test$`);
    await expect(newest.getByRole('button', { name: sentToday })).toHaveAttribute('aria-expanded', 'true');
    const body = newest.getByText(/^Selamat pagi,/);
    await expect(body).toHaveTextContent('Sesi hari ini (3):');
    await expect(body).toHaveTextContent('- 10.20 WIB: Bagus Prasetyo');
    await expect(body).toHaveTextContent('Sisa pembayaran jatuh tempo hari ini: 2 reservasi, Rp 425.000');
    await expect(body).toHaveTextContent('Pilihan foto menunggu diedit: 4');

    const older = within(second ?? list);
    const toggle = older.getByRole('button', { name: new RegExp(`^${yesterday?.subject}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(older.getByText(/Tidak ada sesi hari ini\./)).toBeVisible());
  },
};

/** No summary sent yet (before the first 07:00): said, with when it comes. */
export const NoMorningSummary: Story = {
  parameters: storyHandlers(answeringDigests([])),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Belum ada ringkasan pagi.')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Ringkasan pagi' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: DIGESTS_LABEL })).toBeNull();
  },
};

/** While the summaries load, placeholders of their size hold their place. */
export const MorningSummaryLoading: Story = {
  parameters: storyHandlers(hang('digests')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat ringkasan pagi' })).toBeInTheDocument();
  },
};

/** The summaries could not be read: the failure says so and can be retried; the reminders still show. */
export const MorningSummaryError: Story = {
  parameters: storyHandlers(fail('digests', 500)),
  play: async ({ canvas }) => {
    const failure = `Ringkasan pagi gagal dimuat: ${SERVER_ERROR}`;
    await waitFor(() => expect(canvas.getByText(failure)).toBeVisible());
    await expect(canvas.queryByRole('list', { name: DIGESTS_LABEL })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(canvas.getByText(failure)).toBeVisible());
  },
};

/** The lines a reminder of `kind` says, among others, as the customer reads them. */
const expectedLines: Record<ReminderKind, string[]> = {
  'payment-deadline': [
    'Halo Bagus Prasetyo,',
    'pembayaran reservasi #41 sebesar Rp 350.000 belum kami terima.',
    `Bayar di: ${appPageUrl(appRoutes.payment.to(12))}`,
  ],
  'booking-confirmed': [
    'pembayaran reservasi #49 sudah kami terima dan reservasi Anda sudah dikonfirmasi.',
    'Sudah dibayar: Rp 500.000',
    '- 72 jam atau lebih sebelum sesi: dana kembali 100%',
    `Lihat reservasi di: ${appPageUrl(appRoutes.payment.to(16))}`,
  ],
  'balance-due': [
    'DP reservasi #42 sudah kami terima. Mohon lunasi sisa pembayaran sebesar Rp 175.000',
    `Bayar di: ${appPageUrl(appRoutes.payment.to(13))}`,
  ],
  'session-tomorrow': [
    `Lokasi: ${studioPlace.name}, ${DEFAULT_SETTINGS.contact.address}`,
    `Google Maps: ${DEFAULT_SETTINGS.contact.mapUrl}`,
    'Yang perlu diperhatikan:',
  ],
  'review-request': ['Bagaimana pengalaman Anda?', `Beri ulasan di: ${appPageUrl(appRoutes.review.to(44))}`],
  'album-open': ['Pilih hingga 10 foto untuk diedit', `Buka hasil foto di: ${appPageUrl(appRoutes.photos.to(45))}`],
  'album-choice-closing': ['batas terakhir memilih foto reservasi #46', appPageUrl(appRoutes.photos.to(46))],
  'album-ready': ['sudah selesai diedit dan bisa diunduh', appPageUrl(appRoutes.photos.to(47))],
  'album-expiring': ['Unduh sebelum masa unduh berakhir.', appPageUrl(appRoutes.photos.to(48))],
};

/**
 * One reminder of `kind`, its message opened in full: its subject and lines, and the WhatsApp chat opening
 * with that very text.
 */
function messageOf(kind: ReminderKind): Story {
  const reminder = whatsAppReminder(kind);
  return {
    parameters: storyHandlers(whatsAppReminders({ due: [reminder] })),
    play: async ({ canvasElement }) => {
      const card = within(await findCard(canvasElement, kind));
      await userEvent.click(card.getByRole('button', { name: 'Tampilkan seluruh pesan' }));
      await expect(card.getByRole('button', { name: 'Ringkas pesan' })).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText(reminder.subject)).toBeVisible();
      const body = card.getByText(/^Halo /);
      for (const line of expectedLines[kind]) await expect(body).toHaveTextContent(line);
      await expect(card.getByRole('link', { name: SEND })).toHaveAttribute('href', reminderWhatsAppLink(reminder));
    },
  };
}

export const PaymentDeadlineMessage: Story = messageOf('payment-deadline');

export const BookingConfirmedMessage: Story = messageOf('booking-confirmed');

export const BalanceDueMessage: Story = messageOf('balance-due');

export const SessionTomorrowMessage: Story = messageOf('session-tomorrow');

export const ReviewRequestMessage: Story = messageOf('review-request');

export const AlbumOpenMessage: Story = messageOf('album-open');

export const AlbumReadyMessage: Story = messageOf('album-ready');
