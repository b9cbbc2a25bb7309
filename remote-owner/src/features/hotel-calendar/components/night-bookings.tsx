import { FactList, PriceTotal, StateMessage, StatusBadge, type Booking } from '@ceylon/shared';
import styled from 'styled-components';
import { formatNight, formatShortDate } from '../calendar-dates';
import type { NightBookingsLoad } from '../hooks/use-night-bookings';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.85rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h4 {
    margin: 0 0 0.5rem;
  }
`;

const guestOf = (booking: Booking) => `${booking.user.firstName} ${booking.user.lastName}`;

/** The stays that hold the chosen night: reference, guest, dates, rooms, total and status. */
export function NightBookings({ night, load }: { night: string; load: NightBookingsLoad }) {
  return (
    <section aria-labelledby="night-bookings-heading">
      <h3 id="night-bookings-heading">Bookings for {formatNight(night)}</h3>
      {load.loading ? (
        <StateMessage role="status">Loading bookings…</StateMessage>
      ) : load.failed ? (
        <StateMessage role="alert">Failed to load this night’s bookings</StateMessage>
      ) : load.bookings.length === 0 ? (
        <StateMessage>No stays on this night.</StateMessage>
      ) : (
        <List>
          {load.bookings.map((booking) => (
            <li key={booking.id}>
              <h4>
                {guestOf(booking)} · {booking.reference}
              </h4>
              <FactList>
                <div>
                  <dt>Dates</dt>
                  <dd>
                    {formatShortDate(booking.checkIn)} – {formatShortDate(booking.checkOut)}
                  </dd>
                </div>
                <div>
                  <dt>Rooms</dt>
                  <dd>{booking.rooms}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>
                    <PriceTotal total={booking.totalPrice} lines={booking.priceBreakdown} />
                  </dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>
                    <StatusBadge status={booking.status} />
                  </dd>
                </div>
              </FactList>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
