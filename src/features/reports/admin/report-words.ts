/** How the report writes its buckets and names its weekdays. */
import type { ReportSeries } from '@/lib/api/api-types';
import { formatDayMonth, formatMonthYear } from '@/lib/format';

export type Bucket = ReportSeries['bucket'];

/** A bucket by its first day: "3 Des" for a day, "30 Nov" for the week that starts then, "Des 2026" for a month. */
export function bucketLabel(bucket: Bucket, start: string): string {
  return bucket === 'month' ? formatMonthYear(start) : formatDayMonth(start);
}

/** What a bucket column is headed in a table. */
export const bucketHeaders: Record<Bucket, string> = { day: 'Tanggal', week: 'Pekan mulai', month: 'Bulan' };

/** What one bucket is called in a sentence. */
export const bucketNouns: Record<Bucket, string> = { day: 'hari', week: 'pekan', month: 'bulan' };

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
