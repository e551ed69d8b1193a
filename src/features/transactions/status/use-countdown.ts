import { useNow } from '@/lib/time/use-now';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** Time left until a deadline, to the minute: "2 hari 3 jam", "23 jam 59 menit", "kurang dari 1 menit". */
export function timeLeftLabel(deadline: Date, now: Date): string | undefined {
  const leftMs = deadline.getTime() - now.getTime();
  if (leftMs <= 0) return undefined;
  const minutes = Math.floor(leftMs / MINUTE_MS);
  if (minutes === 0) return 'kurang dari 1 menit';
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  if (days > 0) return hours > 0 ? `${days} hari ${hours} jam` : `${days} hari`;
  const restMinutes = minutes % HOUR_MINUTES;
  return hours > 0 ? `${hours} jam ${restMinutes} menit` : `${restMinutes} menit`;
}

/** The time left until a deadline, refreshed every few seconds so the minute turns over on time. */
export function useTimeLeft(deadline: Date | undefined): string | undefined {
  const now = useNow(5_000);
  return deadline ? timeLeftLabel(deadline, now) : undefined;
}
