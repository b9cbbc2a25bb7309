import { memo, useEffect, useState } from 'react';
import styled from 'styled-components';
import { below, bookingPath, Button, HotelCard, type Hotel } from '@ceylon/shared';

/** Cards drawn at a time: thousands of hotels stay quick to draw and to scroll. */
export const RESULTS_PAGE_SIZE = 24;

export const NO_RESULTS_MESSAGE = 'No hotels found matching your criteria.';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
  }
  & > li > article {
    flex: 1;
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.2s ease;
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  padding: 2.5rem 1rem;
  text-align: center;
  font-size: 1.1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

interface Props {
  hotels: Hotel[];
  /** The dates and guests carried on to the booking form. */
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  /** True while the list shown is older than what was typed. */
  stale: boolean;
}

/**
 * The matching hotels. Memoised: while a search is typed the page re-renders with the same
 * (deferred) list, and only the background render with the new list redraws the cards.
 */
export const HotelResults = memo(function HotelResults({ hotels, checkIn, checkOut, guests, stale }: Props) {
  const [shown, setShown] = useState(RESULTS_PAGE_SIZE);
  useEffect(() => setShown(RESULTS_PAGE_SIZE), [hotels]);

  if (hotels.length === 0) return <Empty>{NO_RESULTS_MESSAGE}</Empty>;

  return (
    <Results aria-busy={stale} $stale={stale}>
      <Count role="status">{hotels.length === 1 ? '1 hotel found' : `${hotels.length} hotels found`}</Count>
      <Grid>
        {hotels.slice(0, shown).map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} action={{ label: 'Book Now', to: bookingPath(hotel.id, { checkIn, checkOut, guests }) }} />
          </li>
        ))}
      </Grid>
      {hotels.length > shown && (
        <More>
          <Button type="button" $tone="ghost" onClick={() => setShown((count) => count + RESULTS_PAGE_SIZE)}>
            Show more hotels ({hotels.length - shown} more)
          </Button>
        </More>
      )}
    </Results>
  );
});
