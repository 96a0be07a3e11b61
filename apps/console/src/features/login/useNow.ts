import { useEffect, useState } from 'react';

/** The current time, updated every `tickMs` while `running` (for visible countdowns). */
export function useNow(running: boolean, tickMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [running, tickMs]);
  return now;
}
