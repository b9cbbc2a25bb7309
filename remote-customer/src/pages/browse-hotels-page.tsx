import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { Lead, PageSection, todayInColombo } from '@ceylon/shared';
import { HotelResults } from '../features/hotel-search/components/hotel-results';
import { NearestDatesOffer } from '../features/hotel-search/components/nearest-dates-offer';
import { SearchFiltersForm } from '../features/hotel-search/components/search-filters-form';
import { StayNote } from '../features/hotel-search/components/stay-note';
import { useHotelResults } from '../features/hotel-search/hooks/use-hotel-results';
import { useNearestDates } from '../features/hotel-search/hooks/use-nearest-dates';
import { useSearchFilters } from '../features/hotel-search/hooks/use-search-filters';
import { nightsSearched, planSearch } from '../features/hotel-search/search-plan';
import { recordSearch } from '../features/recent-searches/recent-searches-store';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Results = styled.div`
  margin-top: 2rem;
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function BrowseHotelsPage() {
  const text = useCustomerText();
  const { search, update } = useSearchFilters();
  const plan = useMemo(() => planSearch(search, todayInColombo()), [search]);
  const { results, loading, stale, loadingMore, showMore } = useHotelResults(plan.filters);
  const nearest = useNearestDates(results.filters, !stale && results.filters !== null && results.total === 0);
  const remember = useCallback((query: string) => recordSearch(query), []);
  const { checkIn, checkOut, guests, rooms } = search;
  const stay = useMemo(() => ({ checkIn, checkOut, guests, rooms }), [checkIn, checkOut, guests, rooms]);

  return (
    <PageSection aria-labelledby="browse-title">
      <h1 id="browse-title">{text('customer.browse.title')}</h1>
      <Lead>{text('customer.browse.lead')}</Lead>
      <SearchFiltersForm
        search={search}
        onChange={update}
        onCommit={remember}
        priceProblem={plan.priceProblem}
        dateProblem={plan.dateProblem}
      />
      <StayNote checkIn={checkIn} checkOut={checkOut} guests={guests} rooms={rooms} />
      <Results>
        {loading ? (
          <Loading role="status">{text('customer.browse.loading')}</Loading>
        ) : (
          <HotelResults
            hotels={results.hotels}
            total={results.total}
            totalCapped={results.totalCapped}
            stay={stay}
            nights={nightsSearched(results.filters)}
            stale={stale}
            onShowMore={results.nextCursor && !stale ? showMore : null}
            loadingMore={loadingMore}
          />
        )}
        {nearest && <NearestDatesOffer dates={nearest} onChoose={(dates) => update(dates)} />}
      </Results>
    </PageSection>
  );
}
