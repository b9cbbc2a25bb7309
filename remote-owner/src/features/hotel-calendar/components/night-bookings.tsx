import { FactList, PriceTotal, StateMessage, StatusBadge, usePageLanguage, useSharedText, type Booking } from '@ceylon/shared';
import styled from 'styled-components';
import { formatNight, formatShortDate } from '../calendar-dates';
import type { NightBookingsLoad } from '../hooks/use-night-bookings';
import { useOwnerText } from '../../../texts';

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
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  return (
    <section aria-labelledby="night-bookings-heading">
      <h3 id="night-bookings-heading">{text('owner.night.title', { night: formatNight(night, language, sharedText) })}</h3>
      {load.loading ? (
        <StateMessage role="status">{text('owner.bookings.loading')}</StateMessage>
      ) : load.failed ? (
        <StateMessage role="alert">{text('owner.night.failed')}</StateMessage>
      ) : load.bookings.length === 0 ? (
        <StateMessage>{text('owner.night.none')}</StateMessage>
      ) : (
        <List>
          {load.bookings.map((booking) => (
            <li key={booking.id}>
              <h4>
                {guestOf(booking)} · {booking.reference}
              </h4>
              <FactList>
                <div>
                  <dt>{text('owner.night.dates')}</dt>
                  <dd>
                    {formatShortDate(booking.checkIn, language, sharedText)} – {formatShortDate(booking.checkOut, language, sharedText)}
                  </dd>
                </div>
                <div>
                  <dt>{text('owner.night.rooms')}</dt>
                  <dd>{booking.rooms}</dd>
                </div>
                <div>
                  <dt>{text('owner.table.total')}</dt>
                  <dd>
                    <PriceTotal total={booking.totalPrice} lines={booking.priceBreakdown} />
                  </dd>
                </div>
                <div>
                  <dt>{text('owner.table.status')}</dt>
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
