import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceBreakdown, voucherLines } from './price-breakdown';

const discounted = { subtotal: 350_000, discount: 50_000, voucherCode: 'SENJAHEMAT', total: 300_000 };
const undiscounted = { subtotal: 350_000, discount: 0, voucherCode: null, total: 350_000 };

describe('voucherLines', () => {
  it('gives the subtotal and what the voucher took off, with a minus sign', () => {
    expect(voucherLines(discounted)).toEqual([
      { label: 'Subtotal', value: 'Rp\u00a0350.000' },
      { label: 'Potongan voucher (SENJAHEMAT)', value: '\u2212Rp\u00a050.000' },
    ]);
  });

  it('gives nothing without a discount', () => {
    expect(voucherLines(undiscounted)).toEqual([]);
    expect(voucherLines({ ...undiscounted, voucherCode: 'SENJAHEMAT' })).toEqual([]);
  });
});

describe('PriceBreakdown', () => {
  it('lists the subtotal, the discount and the total, each amount named by its term', () => {
    render(<PriceBreakdown booking={discounted} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Potongan voucher (SENJAHEMAT)',
      'Total',
    ]);
    expect(screen.getByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' })).toHaveTextContent(
      /^−Rp\s50\.000$/,
    );
    expect(screen.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s300\.000$/);
  });

  it('shows nothing without a discount', () => {
    const { container } = render(<PriceBreakdown booking={undiscounted} />);
    expect(container).toBeEmptyDOMElement();
  });
});
