import type { NetworkFailure, NetworkLatency, NetworkSimulation } from '../lib/api/api-types';

export const latencyLabels: Record<NetworkLatency, string> = {
  none: 'Normal',
  slow: 'Lambat (1,5 dtk)',
  'very-slow': 'Sangat lambat (4 dtk)',
};

export const failureLabels: Record<NetworkFailure, string> = {
  none: 'Tidak ada',
  next: 'Permintaan berikutnya',
  every: 'Semua permintaan',
};

/** What the badge beside the demo button says while a simulation is on, or nothing when the network is normal. */
export function networkBadgeLabel({ latency, failure }: NetworkSimulation): string | undefined {
  const parts = [
    latency !== 'none' && `Jaringan ${latencyLabels[latency].toLowerCase()}`,
    failure === 'next' && 'Permintaan berikutnya gagal',
    failure === 'every' && 'Semua permintaan gagal',
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
