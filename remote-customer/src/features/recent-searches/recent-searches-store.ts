/** Where this browser keeps the traveller's last searches (cleared with the rest on logout). */
export const RECENT_SEARCHES_KEY = 'recent-searches';
export const MAX_RECENT_SEARCHES = 5;

export interface RecentSearch {
  query: string;
  /** ISO time of the search. */
  at: string;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as RecentSearch).query === 'string' &&
    typeof (value as RecentSearch).at === 'string'
  );
}

/** The kept searches, newest first; anything unreadable counts as none. */
export function readRecentSearches(storage: Storage = window.localStorage): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts a search first; the same words searched again move up rather than repeat. */
export function recordSearch(query: string, now: Date = new Date(), storage: Storage = window.localStorage): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  const others = readRecentSearches(storage).filter((search) => search.query.toLowerCase() !== trimmed.toLowerCase());
  const next = [{ query: trimmed, at: now.toISOString() }, ...others].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the search simply is not remembered.
  }
}
