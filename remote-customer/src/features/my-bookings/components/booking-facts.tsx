import styled from 'styled-components';
import { formatUsd, type Booking } from '@ceylon/shared';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date as people read it; the date is the same wherever the viewer is. */
export const formatStayDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
};

/** Check-in, check-out, guests and total of a booking. */
export function BookingFacts({ booking }: { booking: Booking }) {
  return (
    <Facts>
      <div>
        <dt>Check-in</dt>
        <dd>{formatStayDate(booking.checkIn)}</dd>
      </div>
      <div>
        <dt>Check-out</dt>
        <dd>{formatStayDate(booking.checkOut)}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{booking.guests}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatUsd(booking.totalPrice)}</dd>
      </div>
    </Facts>
  );
}
