import { useEffect, useState } from 'react';

/** The time now, again every 30 s: a branch that opens or closes while the checkout is open shows it. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
