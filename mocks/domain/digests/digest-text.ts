/**
 * What the morning summary says, in Indonesian plain text: today's sessions in time order (or that there are none),
 * then each thing waiting for the admin that is not nothing, so the message stays as short as the day is quiet.
 */
import type { DigestFigures } from '@/lib/api/api-types';
import { calendarDayText, rupiahText, studioTimeText } from '@/lib/rules/indonesian-text';

export interface DigestText {
  subject: string;
  body: string;
}

function sessionLines({ sessions }: DigestFigures): string[] {
  if (sessions.length === 0) return ['Tidak ada sesi hari ini.'];
  return [
    `Sesi hari ini (${sessions.length}):`,
    ...sessions.map((session) => `- ${studioTimeText(session.time)}: ${session.customerName}`),
  ];
}

/** The lines of what waits, each left out when it counts nothing. */
function waitingLines(figures: DigestFigures): string[] {
  const { balancesDueToday: balances } = figures;
  const lines: [count: number, line: string][] = [
    [
      balances.count,
      `Sisa pembayaran jatuh tempo hari ini: ${balances.count} reservasi, ${rupiahText(balances.amount)}`,
    ],
    [figures.proofsWaiting, `Bukti pembayaran menunggu validasi: ${figures.proofsWaiting}`],
    [figures.paymentsInReview, `Pembayaran gateway perlu ditinjau: ${figures.paymentsInReview}`],
    [figures.refundsWaiting, `Pengembalian dana menunggu dibayar: ${figures.refundsWaiting}`],
    [figures.albumsToEdit, `Pilihan foto menunggu diedit: ${figures.albumsToEdit}`],
  ];
  return lines.filter(([count]) => count > 0).map(([, line]) => line);
}

/** The summary of a studio day (as reservations keep a day) and its figures: "Ringkasan pagi Selasa, 1 Desember 2026". */
export function digestText(day: string, figures: DigestFigures): DigestText {
  const waiting = waitingLines(figures);
  const lines = [
    'Selamat pagi,',
    '',
    `berikut ringkasan studio untuk ${calendarDayText(day)}.`,
    '',
    ...sessionLines(figures),
    ...(waiting.length > 0 ? ['', ...waiting] : []),
  ];
  return { subject: `Ringkasan pagi ${calendarDayText(day)}`, body: lines.join('\n') };
}
