import { useCallback, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { useHotels } from '@ceylon/shared';
import { Lead, PageSection } from '../components/page-section';
import { filterHotels } from '../features/hotel-search/filter-hotels';
import { HotelResults } from '../features/hotel-search/components/hotel-results';
import { SearchFiltersForm } from '../features/hotel-search/components/search-filters-form';
import { StayNote } from '../features/hotel-search/components/stay-note';
import { useSearchFilters } from '../features/hotel-search/hooks/use-search-filters';
import { recordSearch } from '../features/recent-searches/recent-searches-store';

const Results = styled.div`
  margin-top: 2rem;
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function BrowseHotelsPage() {
  const { hotels, loading } = useHotels();
  const { search, update } = useSearchFilters();
  // Typing stays instant: the list follows in a background render that a keystroke interrupts.
  const { q, minPrice, maxPrice } = search;
  const filters = useMemo(() => ({ q, minPrice, maxPrice }), [q, minPrice, maxPrice]);
  const deferred = useDeferredValue(filters);
  const matches = useMemo(() => filterHotels(hotels, deferred), [hotels, deferred]);
  const remember = useCallback((query: string) => recordSearch(query), []);

  return (
    <PageSection aria-labelledby="browse-title">
      <h1 id="browse-title">Browse Hotels</h1>
      <Lead>Find your stay across Sri Lanka — search by hotel name or town, and set your budget.</Lead>
      <SearchFiltersForm search={search} onChange={update} onCommit={remember} />
      <StayNote checkIn={search.checkIn} checkOut={search.checkOut} guests={search.guests} rooms={search.rooms} />
      <Results>
        {loading ? (
          <Loading role="status">Loading hotels…</Loading>
        ) : (
          <HotelResults
            hotels={matches}
            checkIn={search.checkIn}
            checkOut={search.checkOut}
            guests={search.guests}
            stale={deferred !== filters}
          />
        )}
      </Results>
    </PageSection>
  );
}
