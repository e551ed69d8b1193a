import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, hoursFromNow } from '@/test/fixtures/relative-time';
import { transactionFixture } from '@/test/fixtures/transactions';
import { TransactionStatusChips } from './transaction-status-chips';

/** A session starting between 1 h 40 and 2 h from now: the slot (on the 20-minute grid) before now + `hours`. */
function sessionInAbout(hours: number): { date: string; timeSlot: { id: number; time: string } } {
  const jakarta = new Date(Date.now() + hours * HOUR_MS + 7 * HOUR_MS);
  const minutes = jakarta.getUTCMinutes() - (jakarta.getUTCMinutes() % 20);
  const time = `${String(jakarta.getUTCHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { date: `${jakarta.toISOString().slice(0, 10)}T00:00:00.000Z`, timeSlot: { id: 8, time } };
}

const soon = () => screen.queryByText('Batas waktu < 3 jam');

describe('TransactionStatusChips', () => {
  it('marks an unpaid transaction whose deadline passes within three hours', () => {
    render(<TransactionStatusChips transaction={transactionFixture({ expiredAt: hoursFromNow(2) })} />);
    expect(screen.getByText('Belum Lunas')).toBeInTheDocument();
    expect(soon()).toBeInTheDocument();
  });

  it('leaves unmarked a deadline further away, a paid transaction and an expired one', () => {
    const { rerender } = render(
      <TransactionStatusChips transaction={transactionFixture({ expiredAt: hoursFromNow(4) })} />,
    );
    expect(soon()).not.toBeInTheDocument();
    rerender(
      <TransactionStatusChips
        transaction={transactionFixture({ status: 'paid', proofs: ['true'], expiredAt: hoursFromNow(2) })}
      />,
    );
    expect(soon()).not.toBeInTheDocument();
    rerender(
      <TransactionStatusChips transaction={transactionFixture({ status: 'expired', expiredAt: hoursFromNow(-1) })} />,
    );
    expect(soon()).not.toBeInTheDocument();
  });

  it("counts a down payment's balance to the session start, not to the first deadline", () => {
    const accepted = transactionFixture({ type: 'downpayment', proofs: ['true'], expiredAt: hoursFromNow(-20) });
    const { rerender } = render(<TransactionStatusChips transaction={accepted} />);
    expect(soon()).not.toBeInTheDocument();
    rerender(
      <TransactionStatusChips
        transaction={{ ...accepted, reservation: { ...accepted.reservation, ...sessionInAbout(2) } }}
      />,
    );
    expect(soon()).toBeInTheDocument();
  });
});
