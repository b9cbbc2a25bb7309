import { readRecentSearches, RECENT_SEARCHES_KEY, recordSearch } from './recent-searches-store';

const at = (minute: number) => new Date(Date.UTC(2030, 2, 10, 12, minute));

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the five newest, newest first, with their time', () => {
    ['Kandy', 'Galle', 'Ella', 'Yala', 'Jaffna', 'Colombo'].forEach((query, index) => recordSearch(query, at(index)));
    expect(readRecentSearches()).toEqual([
      { query: 'Colombo', at: at(5).toISOString() },
      { query: 'Jaffna', at: at(4).toISOString() },
      { query: 'Yala', at: at(3).toISOString() },
      { query: 'Ella', at: at(2).toISOString() },
      { query: 'Galle', at: at(1).toISOString() },
    ]);
  });

  it('moves a repeated search to the top instead of listing it twice, and ignores blank ones', () => {
    recordSearch('Kandy', at(0));
    recordSearch('Galle', at(1));
    recordSearch(' kandy ', at(2));
    recordSearch('   ', at(3));
    expect(readRecentSearches().map((search) => search.query)).toEqual(['kandy', 'Galle']);
  });

  it('reads nothing from a missing or broken entry', () => {
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, '{oops');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ query: 'Kandy' }, 'Galle']));
    expect(readRecentSearches()).toEqual([]);
  });
});
