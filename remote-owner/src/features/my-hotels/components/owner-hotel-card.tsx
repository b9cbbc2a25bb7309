import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatUsd, hotelTotals, StarRating, type Hotel } from '@ceylon/shared';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.line};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.1rem 1.2rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0.25rem 0;
  div {
    display: grid;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: auto;
  padding-top: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

interface Props {
  hotel: Hotel;
  onDelete: (hotelId: string) => void;
}

/** One of the owner's hotels with its booking count and revenue. */
export function OwnerHotelCard({ hotel, onDelete }: Props) {
  const { bookingCount, revenue } = hotelTotals(hotel);
  const titleId = `owner-hotel-${hotel.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <img src={hotel.imageUrl} alt="" width={480} height={320} loading="lazy" />
      <Body>
        <h2 id={titleId}>{hotel.title}</h2>
        <p>{hotel.location}</p>
        <StarRating rating={hotel.rating} />
        <Figures>
          <div>
            <dt>Price / night</dt>
            <dd>{formatUsd(hotel.price)}</dd>
          </div>
          <div>
            <dt>Bookings</dt>
            <dd>{bookingCount}</dd>
          </div>
          <div>
            <dt>Revenue</dt>
            <dd>{formatUsd(revenue)}</dd>
          </div>
        </Figures>
        <Actions>
          <Link to={`/owner/bookings/${hotel.id}`} aria-label={`View bookings for ${hotel.title}`}>
            View bookings
          </Link>
          <Button type="button" $tone="danger" onClick={() => onDelete(hotel.id)} aria-label={`Delete ${hotel.title}`}>
            Delete
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
