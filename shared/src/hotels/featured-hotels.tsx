import { useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Hotel } from '../domain';
import { Button } from '../ui/button';
import { below } from '../ui/theme';
import { HotelCard, HOTEL_IMAGE_SIZE, type HotelCardAction } from './hotel-card';

/** Hotels shown before View All Hotels (SPEC.md §9). */
export const FEATURED_COUNT = 4;

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
  justify-content: center;
  margin-top: 2rem;
`;

export interface FeaturedHotelsProps {
  hotels: Hotel[];
  loading: boolean;
  actionFor: (hotel: Hotel) => HotelCardAction;
}

/** The first four hotels, with View All Hotels / View Less when there are more. */
export function FeaturedHotels({ hotels, loading, actionFor }: FeaturedHotelsProps) {
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();

  if (loading) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading hotels…
        </p>
        <Grid aria-hidden="true">
          {Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </Grid>
      </div>
    );
  }

  if (hotels.length === 0) return <Empty>No hotels to show yet. Please check back soon.</Empty>;

  const shown = expanded ? hotels : hotels.slice(0, FEATURED_COUNT);
  return (
    <div>
      <Grid id={gridId}>
        {shown.map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} action={actionFor(hotel)} />
          </li>
        ))}
      </Grid>
      {hotels.length > FEATURED_COUNT && (
        <Toggle>
          <Button type="button" $tone="ghost" aria-controls={gridId} aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'View Less' : 'View All Hotels'}
          </Button>
        </Toggle>
      )}
    </div>
  );
}
