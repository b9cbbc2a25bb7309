import styled from 'styled-components';
import { ButtonLink, type Booking } from '@ceylon/shared';
import { BookingFacts } from './booking-facts';

const Card = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 640px;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
  dl {
    text-align: left;
  }
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  justify-self: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 2rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

/** 'Booking Confirmed!' with the booking when it is known, and the ways on. */
export function BookingConfirmation({ booking }: { booking?: Booking }) {
  return (
    <Card>
      <Tick aria-hidden="true">✓</Tick>
      <h1>Booking Confirmed!</h1>
      <p>Thank you for your booking. A confirmation e-mail has been sent to your e-mail address.</p>
      {booking ? (
        <>
          <div>
            <h2>{booking.hotel.title}</h2>
            <Muted>{booking.hotel.location}</Muted>
          </div>
          <BookingFacts booking={booking} />
        </>
      ) : (
        <Muted>You can find the details of your stay in My Bookings.</Muted>
      )}
      <Links>
        <ButtonLink to="/customer/my-bookings">My Bookings</ButtonLink>
        <ButtonLink to="/browse-hotels" $tone="ghost">
          Browse Hotels
        </ButtonLink>
      </Links>
    </Card>
  );
}
