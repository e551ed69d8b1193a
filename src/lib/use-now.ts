import { useEffect, useState } from 'react';

export const CLOCK_REFRESH_MS = 60_000;

/** The current time, refreshed every minute (or at the given interval). */
export function useNow(intervalMs = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
