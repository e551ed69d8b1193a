/**
 * The report's figures as the page writes them: each with its value, the previous period's, and the change
 * between them said in words, with whether that change is good news for the studio (money and bookings up, or
 * cancellations, no-shows, refunds and what is still owed down).
 */
import type { ReportFigures } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';

/** Which way a figure moved; `new` when the previous period had none to compare with. */
export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export interface FigureChange {
  direction: ChangeDirection;
  /** "naik 12%", "turun 3", "naik 4,5 poin", "tetap", "baru". */
  text: string;
  /** Whether the studio is glad of it; undefined when it stayed the same or cannot be compared. */
  isGood: boolean | undefined;
}

export interface ReportFigure {
  key: string;
  label: string;
  value: string;
  previous: string;
  change: FigureChange;
}

/** A decimal number as Indonesian writes it: a comma before the decimals, at most one of them. */
const decimal = (value: number) => value.toLocaleString('id-ID', { maximumFractionDigits: 1 });

/** A share (0 to 1) as a percentage: 0.425 -> "42,5%". */
export const percentText = (share: number) => `${decimal(share * 100)}%`;

type Measure = 'rupiah' | 'count' | 'share';

/** How a figure's change reads: rupiah by percent, counts by how many, shares by percentage points. */
function changeOf(current: number, previous: number, measure: Measure, upIsGood: boolean): FigureChange {
  if (current === previous) return { direction: 'same', text: 'tetap', isGood: undefined };
  const direction = current > previous ? 'up' : 'down';
  const isGood = (direction === 'up') === upIsGood;
  const word = direction === 'up' ? 'naik' : 'turun';
  if (measure === 'share')
    return { direction, text: `${word} ${decimal(Math.abs(current - previous) * 100)} poin`, isGood };
  if (measure === 'count') return { direction, text: `${word} ${Math.abs(current - previous)}`, isGood };
  if (previous === 0) return { direction: 'new', text: 'baru ada', isGood: undefined };
  return { direction, text: `${word} ${decimal((Math.abs(current - previous) / previous) * 100)}%`, isGood };
}

const writers: Record<Measure, (value: number) => string> = {
  rupiah: formatRupiah,
  count: String,
  share: percentText,
};

interface FigureSource {
  key: string;
  label: string;
  measure: Measure;
  upIsGood: boolean;
  of: (figures: ReportFigures) => number;
}

/** Every figure the report shows, in the order the page lays them out. */
const sources: readonly FigureSource[] = [
  { key: 'moneyReceived', label: 'Uang diterima', measure: 'rupiah', upIsGood: true, of: (f) => f.moneyReceived },
  { key: 'moneyOwed', label: 'Belum dibayar', measure: 'rupiah', upIsGood: false, of: (f) => f.moneyOwed },
  { key: 'bookings', label: 'Reservasi', measure: 'count', upIsGood: true, of: (f) => f.bookings },
  {
    key: 'averageBookingValue',
    label: 'Rata-rata nilai reservasi',
    measure: 'rupiah',
    upIsGood: true,
    of: (f) => f.averageBookingValue,
  },
  { key: 'occupancy', label: 'Okupansi slot', measure: 'share', upIsGood: true, of: (f) => f.occupancy },
  { key: 'cancellations', label: 'Dibatalkan', measure: 'count', upIsGood: false, of: (f) => f.cancellations },
  { key: 'noShows', label: 'Tidak hadir', measure: 'count', upIsGood: false, of: (f) => f.noShows },
  { key: 'refunds', label: 'Dana dikembalikan', measure: 'rupiah', upIsGood: false, of: (f) => f.refunds.amount },
];

/** The figures of a period beside the previous period's. */
export function reportFigures(current: ReportFigures, previous: ReportFigures): ReportFigure[] {
  return sources.map(({ key, label, measure, upIsGood, of }) => ({
    key,
    label,
    value: writers[measure](of(current)),
    previous: writers[measure](of(previous)),
    change: changeOf(of(current), of(previous), measure, upIsGood),
  }));
}
