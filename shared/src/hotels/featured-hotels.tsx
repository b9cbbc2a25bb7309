import { useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Hotel } from '../domain';
import { useSharedText } from '../i18n/shared-text';
import { Button } from '../ui/button';
import { below } from '../ui/theme';
import { HotelCard, type HotelCardAction } from './hotel-card';
import { HOTEL_IMAGE_SIZE } from './hotel-card-frame';
import { FEATURED_COUNT } from './featured-count';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
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
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Placeholder = styled.li`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.line};
  aspect-ratio: ${HOTEL_IMAGE_SIZE.width} / ${HOTEL_IMAGE_SIZE.height * 1.9};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Empty = styled.p`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
`;

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: center;
  margin-top: 2rem;
`;

export interface FeaturedHotelsProps {
  hotels: Hotel[];
  loading: boolean;
  actionFor: (hotel: Hotel) => HotelCardAction;
  /** The API has hotels beyond `hotels`: View All Hotels fetches them a page at a time. */
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMore?: () => void;
}

/**
 * The first four hotels, with View All Hotels / View Less when there are more. Only the four are
 * fetched at first; View All Hotels fetches the rest page by page (Show more hotels).
 */
export function FeaturedHotels({ hotels, loading, actionFor, hasMore = false, loadingMore = false, loadMore }: FeaturedHotelsProps) {
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const text = useSharedText();

  if (loading) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          {text('shared.featured.loading')}
        </p>
        <Grid aria-hidden="true">
          {Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </Grid>
      </div>
    );
  }

  if (hotels.length === 0) return <Empty>{text('shared.featured.none')}</Empty>;

  const shown = expanded ? hotels : hotels.slice(0, FEATURED_COUNT);
  const toggle = () => {
    if (!expanded && hasMore && hotels.length <= FEATURED_COUNT) loadMore?.();
    setExpanded((open) => !open);
  };
  return (
    <div>
      <Grid id={gridId}>
        {shown.map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} action={actionFor(hotel)} />
          </li>
        ))}
      </Grid>
      {(hotels.length > FEATURED_COUNT || hasMore) && (
        <Toggle>
          {expanded && hasMore && (
            <Button type="button" $tone="ghost" aria-controls={gridId} disabled={loadingMore} aria-busy={loadingMore} onClick={loadMore}>
              {text('shared.featured.more')}
            </Button>
          )}
          <Button type="button" $tone="ghost" aria-controls={gridId} aria-expanded={expanded} onClick={toggle}>
            {text(expanded ? 'shared.featured.viewLess' : 'shared.featured.viewAll')}
          </Button>
        </Toggle>
      )}
    </div>
  );
}
