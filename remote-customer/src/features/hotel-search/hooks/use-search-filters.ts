import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hotelSearchParams, readHotelSearch, type HotelSearch } from '@ceylon/shared';

const queryOf = (search: HotelSearch) => hotelSearchParams(search).toString();

/**
 * The search as typed, mirrored into the URL so it can be shared and Back restores it.
 * The boxes keep their own copy (the URL trims values, which would eat a space being typed);
 * the URL replaces its entry while typing, so Back leaves the page rather than undoing letters.
 *
 * The router shows a written URL back later (its updates are transitions, which keystrokes
 * interrupt), so on a slow device the URL of "sacred c" can arrive after "sacred ci" was typed.
 * Such an echo of our own writing is not a navigation: taking it as one would undo the letters
 * typed since. Only a URL this hook did not write (a link, Back) replaces the search.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState<HotelSearch>(() => readHotelSearch(params));
  const latest = useRef(search);
  /** Queries written to the URL and not yet shown back by the router, oldest first. */
  const pending = useRef<string[]>([]);
  const lastWritten = useRef(queryOf(search));

  useEffect(() => {
    const fromUrl = readHotelSearch(params);
    const shown = queryOf(fromUrl);
    const echo = pending.current.indexOf(shown);
    if (echo !== -1) {
      // Ours, perhaps behind later writes; the router may skip some, so older ones are done too.
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    lastWritten.current = shown;
    if (queryOf(latest.current) !== shown) {
      latest.current = fromUrl;
      setSearch(fromUrl);
    }
  }, [params]);

  const update = useCallback(
    (patch: Partial<HotelSearch>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setSearch(next);
      const query = queryOf(next);
      // A change the URL does not show (a trailing space) writes nothing, so waits for no echo.
      if (query === lastWritten.current) return;
      lastWritten.current = query;
      pending.current.push(query);
      setParams(query, { replace: true });
    },
    [setParams],
  );

  return { search, update };
}
