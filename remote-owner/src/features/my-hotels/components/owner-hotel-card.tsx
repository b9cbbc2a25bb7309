import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  formatUsd,
  HOTEL_IMAGE_SIZE,
  HotelCardBody,
  HotelCardFrame,
  HotelImage,
  HotelManageLinks,
  StarRating,
  type Hotel,
} from '@ceylon/shared';
import { hotelTotals } from '../../../figures/owner-totals';
import { useOwnerText } from '../../../texts';

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
  onEdit: (hotel: Hotel) => void;
  onDelete: (hotelId: string) => void;
}

/** One of the owner's hotels with its booking count and revenue, and what the owner can do with it. */
export function OwnerHotelCard({ hotel, onEdit, onDelete }: Props) {
  const text = useOwnerText();
  const { bookingCount, revenue } = hotelTotals(hotel);
  const titleId = `owner-hotel-${hotel.id}`;
  return (
    <HotelCardFrame aria-labelledby={titleId}>
      <HotelImage src={hotel.imageUrl} alt="" width={HOTEL_IMAGE_SIZE.width} height={HOTEL_IMAGE_SIZE.height} loading="lazy" />
      <HotelCardBody>
        <h2 id={titleId}>{hotel.title}</h2>
        <p>{hotel.location}</p>
        <StarRating rating={hotel.rating} />
        <Figures>
          <div>
            <dt>{text('owner.card.price')}</dt>
            <dd>{formatUsd(hotel.price)}</dd>
          </div>
          <div>
            <dt>{text('owner.card.bookings')}</dt>
            <dd>{bookingCount}</dd>
          </div>
          <div>
            <dt>{text('owner.card.revenue')}</dt>
            <dd>{formatUsd(revenue)}</dd>
          </div>
        </Figures>
        <Actions>
          <Link to={`/owner/bookings/${hotel.id}`} aria-label={text('owner.card.viewBookingsNamed', { name: hotel.title })}>
            {text('owner.card.viewBookings')}
          </Link>
          <HotelManageLinks hotel={hotel} />
          <Button type="button" $tone="outline" onClick={() => onEdit(hotel)} aria-label={text('owner.editNamed', { name: hotel.title })}>
            {text('owner.edit')}
          </Button>
          <Button
            type="button"
            $tone="danger"
            onClick={() => onDelete(hotel.id)}
            aria-label={text('owner.deleteNamed', { name: hotel.title })}
          >
            {text('owner.delete')}
          </Button>
        </Actions>
      </HotelCardBody>
    </HotelCardFrame>
  );
}
