import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, isCancellable, todayInColombo, type Booking, ButtonLink } from '@ceylon/shared';
import { BookingFacts } from './booking-facts';
import { StatusBadge } from './status-badge';
import { useCustomerText } from '../../../texts';

const List = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

interface Props {
  bookings: Booking[];
  cancelling: string | null;
  onCancel: (id: string) => void;
  /** More for a booking, under its facts (the page puts the review action there). */
  extra?: (booking: Booking) => ReactNode;
}

/** The customer's bookings; Cancel Booking only where the booking may still be cancelled. */
export function BookingList({ bookings, cancelling, onCancel, extra }: Props) {
  const text = useCustomerText();
  if (bookings.length === 0) {
    return (
      <Empty>
        <p>{text('customer.bookings.none')}</p>
        <ButtonLink to="/browse-hotels">{text('customer.browseHotels')}</ButtonLink>
      </Empty>
    );
  }

  const today = todayInColombo();
  return (
    <List>
      {bookings.map((booking) => (
        <Item key={booking.id} aria-labelledby={`booking-${booking.id}`}>
          <Head>
            <div>
              <h2 id={`booking-${booking.id}`}>{booking.hotel.title}</h2>
              <p>{booking.hotel.location}</p>
            </div>
            <StatusBadge status={booking.status} />
          </Head>
          <BookingFacts booking={booking} />
          {extra?.(booking)}
          {isCancellable(booking, today) && (
            <div>
              <Button type="button" $tone="danger" disabled={cancelling === booking.id} onClick={() => onCancel(booking.id)}>
                {text('customer.bookings.cancel')}
              </Button>
            </div>
          )}
        </Item>
      ))}
    </List>
  );
}
