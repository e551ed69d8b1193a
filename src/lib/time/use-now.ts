import { useEffect, useState } from 'react';
import { appNow, subscribeToAppClock } from './app-clock';

const CLOCK_REFRESH_MS = 60_000;

/** The app clock's current time, refreshed every minute (or at the given interval) and whenever the clock is moved. */
export function useNow(intervalMs = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(appNow);
  useEffect(() => {
    const refresh = () => setNow(appNow());
    const timer = setInterval(refresh, intervalMs);
    const unsubscribe = subscribeToAppClock(refresh);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [intervalMs]);
  return now;
}
