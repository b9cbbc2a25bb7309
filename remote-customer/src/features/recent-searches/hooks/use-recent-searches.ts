import { useEffect, useState } from 'react';
import { readRecentSearches, type RecentSearch } from '../recent-searches-store';

const CLOCK_TICK_MS = 30_000;

/** The kept searches, and a clock that moves on so "2 minutes ago" stays true while the page is open. */
export function useRecentSearches() {
  const [searches] = useState<RecentSearch[]>(() => readRecentSearches());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return { searches, now };
}
