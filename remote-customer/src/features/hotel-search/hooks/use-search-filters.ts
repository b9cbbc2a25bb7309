import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hotelSearchParams, readHotelSearch, type HotelSearch } from '@ceylon/shared';

const sameSearch = (a: HotelSearch, b: HotelSearch) => hotelSearchParams(a).toString() === hotelSearchParams(b).toString();

/**
 * The search as typed, mirrored into the URL so it can be shared and Back restores it.
 * The boxes keep their own copy (the URL trims values, which would eat a space being typed);
 * the URL replaces its entry while typing, so Back leaves the page rather than undoing letters.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState<HotelSearch>(() => readHotelSearch(params));
  const latest = useRef(search);

  useEffect(() => {
    const fromUrl = readHotelSearch(params);
    if (!sameSearch(latest.current, fromUrl)) {
      latest.current = fromUrl;
      setSearch(fromUrl);
    }
  }, [params]);

  const update = useCallback(
    (patch: Partial<HotelSearch>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setSearch(next);
      setParams(hotelSearchParams(next), { replace: true });
    },
    [setParams],
  );

  return { search, update };
}
