/** How the report writes its buckets, money on an axis and its numbers in sentences. */
import type { ReportSeries } from '@/lib/api/api-types';

const onFirstUse = <Made>(make: () => Made) => {
  let made: Made | undefined;
  return () => (made ??= make());
};

const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const compact = onFirstUse(() => new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 }));

export type Bucket = ReportSeries['bucket'];

/** A bucket by its first day: "3 Des" for a day, "30 Nov" for the week that starts then, "Des 2026" for a month. */
export function bucketLabel(bucket: Bucket, start: string): string {
  return bucket === 'month' ? monthYear().format(new Date(start)) : dayMonth().format(new Date(start));
}

/** What a bucket column is headed in a table. */
export const bucketHeaders: Record<Bucket, string> = { day: 'Tanggal', week: 'Pekan mulai', month: 'Bulan' };

/** What one bucket is called in a sentence. */
export const bucketNouns: Record<Bucket, string> = { day: 'hari', week: 'pekan', month: 'bulan' };

/** Rupiah on an axis, short: "Rp 2,4 jt", "Rp 350 rb". */
export const axisRupiah = (amount: number) => `Rp ${compact().format(amount)}`;

/** The weekdays Monday first, as the heatmap heads its columns and says them in full. */
export const weekdays = [
  { short: 'Sen', long: 'Senin' },
  { short: 'Sel', long: 'Selasa' },
  { short: 'Rab', long: 'Rabu' },
  { short: 'Kam', long: 'Kamis' },
  { short: 'Jum', long: 'Jumat' },
  { short: 'Sab', long: 'Sabtu' },
  { short: 'Min', long: 'Minggu' },
] as const;
