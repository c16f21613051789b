import { useEffect, useState } from 'react';
import { secondsUntil } from '@/lib/format/countdown';

/** Ticks a few times a second so the shown second turns over on time. */
const TICK_MS = 250;

/** Whole seconds until `deadline` (ms since epoch), counting down to 0 and then resting. */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline, now);
}
