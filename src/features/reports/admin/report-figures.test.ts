import { describe, expect, it } from 'vitest';
import type { ReportFigures } from '@/lib/api/api-types';
import { reportFigures } from './report-figures';

const figures = (changes: Partial<ReportFigures>): ReportFigures => ({
  moneyReceived: 1_000_000,
  moneyOwed: 200_000,
  bookings: 10,
  averageBookingValue: 350_000,
  occupancy: 0.4,
  cancellations: 2,
  noShows: 1,
  refunds: { count: 1, amount: 100_000 },
  ...changes,
});

const byKey = (current: ReportFigures, previous: ReportFigures) =>
  Object.fromEntries(reportFigures(current, previous).map((figure) => [figure.key, figure]));

describe('reportFigures', () => {
  it('writes each figure and the previous one in rupiah, counts and percentages', () => {
    const shown = byKey(figures({}), figures({}));
    expect(shown.moneyReceived).toMatchObject({ label: 'Uang diterima', value: 'Rp\u00a01.000.000' });
    expect(shown.occupancy).toMatchObject({ value: '40%', previous: '40%' });
    expect(shown.bookings?.change).toEqual({ direction: 'same', text: 'tetap', isGood: undefined });
  });

  it('says money by percent, counts by how many and occupancy by points, good news as such', () => {
    const shown = byKey(
      figures({ moneyReceived: 1_250_000, cancellations: 5, occupancy: 0.455, moneyOwed: 100_000 }),
      figures({}),
    );
    expect(shown.moneyReceived?.change).toEqual({ direction: 'up', text: 'naik 25%', isGood: true });
    expect(shown.cancellations?.change).toEqual({ direction: 'up', text: 'naik 3', isGood: false });
    expect(shown.occupancy?.change).toEqual({ direction: 'up', text: 'naik 5,5 poin', isGood: true });
    expect(shown.moneyOwed?.change).toEqual({ direction: 'down', text: 'turun 50%', isGood: true });
  });

  it('cannot say by how much money grew from nothing', () => {
    const shown = byKey(
      figures({ refunds: { count: 1, amount: 50_000 } }),
      figures({ refunds: { count: 0, amount: 0 } }),
    );
    expect(shown.refunds?.change).toEqual({ direction: 'new', text: 'baru ada', isGood: undefined });
  });
});
