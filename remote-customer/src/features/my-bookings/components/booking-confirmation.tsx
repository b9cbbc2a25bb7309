import styled from 'styled-components';
import { ButtonLink, Trans, type Booking } from '@ceylon/shared';
import { BookingFacts } from './booking-facts';
import { useCustomerText } from '../../../texts';

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
  const text = useCustomerText();
  return (
    <Links>
      <ButtonLink to="/customer/my-bookings">{text('customer.myBookings')}</ButtonLink>
      <ButtonLink to="/browse-hotels" $tone="ghost">
        {text('customer.browseHotels')}
      </ButtonLink>
    </Links>
  );
}

/** What the page can truthfully say about the confirmation e-mail. */
function confirmationEmailText(text: ReturnType<typeof useCustomerText>, booking: Booking): string {
  const mail = booking.confirmationEmail;
  if (!mail) return text('customer.confirmation.mailComing');
  if (mail.status === 'sent') return text('customer.confirmation.mailSent', { to: mail.to });
  if (mail.status === 'queued') return text('customer.confirmation.mailQueued', { to: mail.to });
  return text('customer.confirmation.mailFailed', { to: mail.to });
}

/** 'Booking Confirmed!' with the booking, its reference and the e-mail's fate, and the ways on. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const text = useCustomerText();
  return (
    <Card>
      <Tick aria-hidden="true">✓</Tick>
      <Confirmed>{text('customer.confirmation.title')}</Confirmed>
      <Reference>
        <Trans id="customer.confirmation.reference" values={{ reference: booking.reference }} components={{ 0: <strong /> }} />
      </Reference>
      <p>{confirmationEmailText(text, booking)}</p>
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
  const text = useCustomerText();
  return (
    <Card>
      <h1>{text('customer.confirmation.noneTitle')}</h1>
      <p>{text('customer.confirmation.noneText')}</p>
      <Muted>{text('customer.confirmation.noneHint')}</Muted>
      <WaysOn />
    </Card>
  );
}
