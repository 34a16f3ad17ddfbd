import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a timestamp), ticking once a second; 0 once it passed.
 * @example const left = useCountdown(sentAt + 60_000); // 59, 58, … 0
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Seconds as the countdown shows them.
 * @example clock(75) // '1:15'
 */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time now, for stamping an event (kept out of render, where the clock must not be read). */
export const timestamp = () => Date.now();
