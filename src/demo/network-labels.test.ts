import { describe, expect, it } from 'vitest';
import { networkBadgeLabel } from './network-labels';

describe('the network simulation badge', () => {
  it('is absent while the network is normal', () => {
    expect(networkBadgeLabel({ latency: 'none', failure: 'none' })).toBeUndefined();
  });

  it('says every simulation that is on', () => {
    expect(networkBadgeLabel({ latency: 'very-slow', failure: 'none' })).toBe('Jaringan sangat lambat (4 dtk)');
    expect(networkBadgeLabel({ latency: 'none', failure: 'next' })).toBe('Permintaan berikutnya gagal');
    expect(networkBadgeLabel({ latency: 'slow', failure: 'every' })).toBe(
      'Jaringan lambat (1,5 dtk) · Semua permintaan gagal',
    );
  });
});
