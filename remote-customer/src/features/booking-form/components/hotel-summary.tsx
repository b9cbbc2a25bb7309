import styled from 'styled-components';
import { below, formatUsd, HotelImage, StarRating, type Hotel } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Summary = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 1.25rem;
  align-items: center;
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.line};
  }
  h2 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0 0 0.35rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The hotel being booked. */
export function HotelSummary({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  return (
    <Summary>
      <HotelImage src={hotel.imageUrl} alt={`${hotel.title}, ${hotel.location}`} width={200} height={133} />
      <div>
        <h2>{hotel.title}</h2>
        <p>{hotel.location}</p>
        <StarRating rating={hotel.rating} />
        <p>{text('customer.booking.perNight', { price: formatUsd(hotel.price) })}</p>
      </div>
    </Summary>
  );
}
