import { describe, expect, it } from 'vitest';
import { closedDayMessage, closureCovering } from './closed-days';

const lebaran = {
  startDate: '2027-03-09T00:00:00.000Z',
  endDate: '2027-03-11T00:00:00.000Z',
  label: 'Libur Idul Fitri',
};

describe('closureCovering', () => {
  it('finds the closure a day falls in, both ends included, by instant or by day', () => {
    expect(closureCovering([lebaran], '2027-03-09T00:00:00.000Z')).toBe(lebaran);
    expect(closureCovering([lebaran], '2027-03-11')).toBe(lebaran);
    expect(closureCovering([lebaran], '2027-03-08')).toBeUndefined();
    expect(closureCovering([lebaran], '2027-03-12T00:00:00.000Z')).toBeUndefined();
  });
});

it('closedDayMessage names the closure', () => {
  expect(closedDayMessage('Libur Idul Fitri')).toBe('Studio tutup pada tanggal ini (Libur Idul Fitri)');
});
