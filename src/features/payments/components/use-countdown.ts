import { useNow } from '../../../lib/use-now';

function remainingParts(deadline: number, now: number) {
  const totalSeconds = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    isOver: totalSeconds === 0,
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Time left until a deadline, ticking every second: "23 jam 59 menit 58 detik". */
export function useCountdown(deadline: string) {
  const now = useNow(1000);
  const parts = remainingParts(new Date(deadline).getTime(), now.getTime());
  return { ...parts, label: `${parts.hours} jam ${parts.minutes} menit ${parts.seconds} detik` };
}
