import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelReservation } from '@mocks/domain/reservations/reservations';
import { signInDemoAccount } from '@mocks/test-kit/sign-in';
import { reminderKindContent } from '@/content/reminder-kinds';
import { formatSessionMoment, formatStudioMoment } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend } from '@/test/test-server';
import { reminderWhatsAppLink } from '@/content/reminder-message';
import { SENT_TODAY_LABEL } from './sent-today';
import { DIGESTS_LABEL } from './morning-digests';
const open = () => renderApp({ url: appRoutes.dashboard.reminders.to(), user: 'admin' });

/** The seed's first WhatsApp reminder still waiting at the tests' instant, with its customer's name and session. */
async function seededDueReminder() {
  const found = await testBackend.store.read((db) => {
    const row = db.reminders.find(
      (candidate) => candidate.channel === 'whatsapp' && candidate.sentAt === null && candidate.withdrawnAt === null,
    );
    const reservation = db.reservations.find((candidate) => candidate.id === row?.reservationId);
    const customer = db.users.find((candidate) => candidate.id === row?.userId);
    return row && reservation && customer && { ...row, reservation, customerName: customer.name };
  });
  if (!found) throw new Error('The seed has no WhatsApp reminder due at the tests’ instant');
  return found;
}

const sentAtOf = (id: number) => testBackend.store.read((db) => db.reminders.find((row) => row.id === id)?.sentAt);

/** The queue's card of a reminder, named by its kind and customer. */
const findCard = (reminder: Awaited<ReturnType<typeof seededDueReminder>>) =>
  screen.findByRole('listitem', { name: `${reminderKindContent[reminder.kind].label}: ${reminder.customerName}` });

describe('RemindersPage', () => {
  it("lists the seed's due reminder: its booking, session, due time, phone, message and WhatsApp chat", async () => {
    const reminder = await seededDueReminder();
    await open();
    const card = within(await findCard(reminder));
    expect(card.getByRole('heading', { name: reminder.customerName })).toBeInTheDocument();
    expect(card.getByRole('link', { name: `Reservasi #${reminder.reservationId}` })).toHaveAttribute(
      'href',
      appRoutes.dashboard.reservationDetail.to(reminder.reservationId),
    );
    expect(
      card.getByText(formatSessionMoment(reminder.reservation.date, reminder.reservation.snapshot.time)),
    ).toBeVisible();
    expect(card.getByText(formatStudioMoment(reminder.dueAt))).toBeVisible();
    expect(card.getByText(reminder.recipient)).toBeVisible();
    expect(card.getByText(reminder.subject)).toBeVisible();
    const send = card.getByRole('link', { name: 'Kirim via WhatsApp' });
    expect(send).toHaveAttribute('href', reminderWhatsAppLink(reminder));
    expect(send).toHaveAttribute('target', '_blank');
    expect(
      await screen.findByText('Belum ada pengingat WhatsApp yang ditandai terkirim hari ini.'),
    ).toBeInTheDocument();
  });

  it("shows the admin's morning summary of today, opened, as the backend sent it at the first request after 07:00", async () => {
    await open();
    const list = await screen.findByRole('list', { name: DIGESTS_LABEL });
    const [digest] = await testBackend.store.read((db) => db.digests);
    if (!digest) throw new Error('The backend made no morning summary at the tests’ instant');
    const item = within(within(list).getByRole('listitem'));
    expect(item.getByRole('button', { name: new RegExp(`^${digest.subject}`) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(item.getByText(formatStudioMoment(digest.createdAt))).toBeInTheDocument();
    const body = item.getByText(/^Selamat pagi,/);
    expect(body).toHaveTextContent(`Sesi hari ini (${digest.figures.sessions.length}):`);
    expect(body).toHaveTextContent(`Bukti pembayaran menunggu validasi: ${digest.figures.proofsWaiting}`);
  });

  it('opens and folds a long message with its toggle', async () => {
    const reminder = await seededDueReminder();
    const { user } = await open();
    const card = within(await findCard(reminder));
    const toggle = card.getByRole('button', { name: 'Tampilkan seluruh pesan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Ringkas pesan' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks a reminder sent: the server says so, it leaves the queue and is listed as sent today', async () => {
    const reminder = await seededDueReminder();
    const { user } = await open();
    const card = await findCard(reminder);
    await user.click(within(card).getByRole('button', { name: 'Tandai terkirim' }));
    expect(await screen.findByText('Pengingat ditandai terkirim')).toBeInTheDocument();
    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(await sentAtOf(reminder.id)).toBe(testBackend.clock.now().toISOString());
    const row = await rowWith(SENT_TODAY_LABEL, reminder.customerName);
    expect(row).toHaveTextContent(reminderKindContent[reminder.kind].label);
    expect(row).toHaveTextContent(/pukul \d{2}\.\d{2} WIB/);
  });

  it('refuses a reminder that stopped applying meanwhile, and drops it from the queue', async () => {
    const reminder = await seededDueReminder();
    const { user } = await open();
    const card = await findCard(reminder);
    await testBackend.store.transact(async (db) => {
      const now = testBackend.clock.now();
      cancelReservation(db, { token: await signInDemoAccount(db, 'admin', now), now }, reminder.reservationId);
    });

    await user.click(within(card).getByRole('button', { name: 'Tandai terkirim' }));
    expect(await screen.findByText('Pengingat ini sudah tidak berlaku')).toBeInTheDocument();
    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(await sentAtOf(reminder.id)).toBeNull();
  });
});
