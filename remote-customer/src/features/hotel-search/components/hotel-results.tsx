import styled from 'styled-components';
import { below, bookingPath, Button, HotelCard, type Hotel, type HotelSearch } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

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
  /** How many hotels match in all (the list holds the pages loaded so far)… */
  total: number;
  /** …or at least that many: the API counts up to 1,000. */
  totalCapped: boolean;
  /** The stay carried on to the booking form. */
  stay: Pick<HotelSearch, 'checkIn' | 'checkOut' | 'guests' | 'rooms'>;
  /** Nights of the stay searched, for the cards' totals (0 without dates). */
  nights: number;
  /** True while the list shown is older than what was typed. */
  stale: boolean;
  /** Null when every matching hotel is shown. */
  onShowMore: (() => void) | null;
  loadingMore: boolean;
}

/** The matching hotels loaded so far, their count, and Show more while there are more. */
export function HotelResults({ hotels, total, totalCapped, stay, nights, stale, onShowMore, loadingMore }: Props) {
  const text = useCustomerText();
  if (hotels.length === 0) {
    return (
      <Results aria-busy={stale} $stale={stale}>
        <Empty>{text('customer.results.none')}</Empty>
      </Results>
    );
  }

  return (
    <Results aria-busy={stale} $stale={stale}>
      {/* The cards' titles are h3 (they are shared with the home page): this keeps the outline whole. */}
      <h2 className="visually-hidden">{text('customer.results.heading')}</h2>
      <Count role="status">
        {totalCapped
          ? text('customer.results.foundAtLeast', { count: total.toLocaleString('en-US') })
          : text('customer.results.found', { count: total })}
      </Count>
      <Grid>
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} nights={nights} action={{ label: text('customer.bookNow'), to: bookingPath(hotel.id, stay) }} />
          </li>
        ))}
      </Grid>
      {onShowMore && (
        <More>
          <Button type="button" $tone="ghost" onClick={onShowMore} disabled={loadingMore} aria-busy={loadingMore}>
            {totalCapped
              ? text('customer.results.more')
              : text('customer.results.moreCounted', { count: (total - hotels.length).toLocaleString('en-US') })}
          </Button>
        </More>
      )}
    </Results>
  );
}
