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

const Confirmed = styled.h1`
  color: ${({ theme }) => theme.colors.success};
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

const Reference = styled.p`
  font-size: 1.1rem;
  strong {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.05em;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

function WaysOn() {
  return (
    <Links>
      <ButtonLink to="/customer/my-bookings">My Bookings</ButtonLink>
      <ButtonLink to="/browse-hotels" $tone="ghost">
        Browse Hotels
      </ButtonLink>
    </Links>
  );
}

/** What the page can truthfully say about the confirmation e-mail. */
export function confirmationEmailText(booking: Booking): string {
  const mail = booking.confirmationEmail;
  if (!mail) return 'A confirmation e-mail is on its way to you.';
  if (mail.status === 'sent') return `A confirmation e-mail was sent to ${mail.to}.`;
  if (mail.status === 'queued') return `A confirmation e-mail is on its way to ${mail.to}.`;
  return `We could not send the confirmation e-mail to ${mail.to}. Your booking stands all the same: you can find it in My Bookings.`;
}

/** 'Booking Confirmed!' with the booking, its reference and the e-mail's fate, and the ways on. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  return (
    <Card>
      <Tick aria-hidden="true">✓</Tick>
      <Confirmed>Booking Confirmed!</Confirmed>
      <Reference>
        Your booking reference is <strong>{booking.reference}</strong>
      </Reference>
      <p>{confirmationEmailText(booking)}</p>
      <div>
        <h2>{booking.hotel.title}</h2>
        <Muted>{booking.hotel.location}</Muted>
      </div>
      <BookingFacts booking={booking} withReference={false} />
      <WaysOn />
    </Card>
  );
}

/** /booking/success without a booking to show (opened directly, or one that is not found): no confirmation. */
export function NoBookingToShow() {
  return (
    <Card>
      <h1>No booking to show here</h1>
      <p>This page confirms a booking right after it is made, and there is no booking to confirm.</p>
      <Muted>If you have just booked a stay, you will find it, with its reference, in My Bookings.</Muted>
      <WaysOn />
    </Card>
  );
}
