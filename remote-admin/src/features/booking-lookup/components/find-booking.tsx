import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, FactList, nightsBetween, PriceTotal, StatusBadge, useQuery, type Booking } from '@ceylon/shared';
import { bookingByReferenceQuery } from '../api/find-booking';
import { useAdminText } from '../../../texts';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  margin-bottom: 2rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  div {
    display: grid;
    gap: 0.35rem;
  }
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    text-transform: uppercase;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Found = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
  }
`;

function BookingFound({ booking }: { booking: Booking }) {
  const text = useAdminText();
  const facts: [string, ReactNode][] = [
    [text('admin.find.hotel'), `${booking.hotel.title}, ${booking.hotel.location}`],
    [text('admin.find.guest'), `${booking.user.firstName} ${booking.user.lastName}`.trim()],
    [text('admin.find.checkIn'), booking.checkIn],
    [text('admin.find.checkOut'), booking.checkOut],
    [text('admin.find.nights'), String(nightsBetween(booking.checkIn, booking.checkOut))],
    [text('admin.find.guests'), String(booking.guests)],
    [text('admin.find.rooms'), String(booking.rooms)],
    [text('admin.find.total'), <PriceTotal total={booking.totalPrice} lines={booking.priceBreakdown} />],
  ];
  return (
    <Found aria-labelledby="found-booking-heading">
      <h3 id="found-booking-heading">
        {text('admin.find.booking', { reference: booking.reference })} <StatusBadge status={booking.status} />
      </h3>
      <FactList $min="140px">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactList>
    </Found>
  );
}

type Lookup = { state: 'idle' } | { state: 'finding' } | { state: 'found'; booking: Booking } | { state: 'problem'; message: string };

/** "Find a booking": an admin types a reference a guest read out and sees the booking's facts. */
export function FindBooking() {
  const text = useAdminText();
  const id = useId();
  const [reference, setReference] = useState('');
  // The reference last asked for; `''` when Find was pressed with the box empty.
  const [asked, setAsked] = useState<string>();
  const query = useQuery({ ...bookingByReferenceQuery(asked ?? ''), enabled: Boolean(asked) });
  const lookup: Lookup =
    asked === undefined
      ? { state: 'idle' }
      : !asked
        ? { state: 'problem', message: text('admin.find.needReference') }
        : query.isFetching
          ? { state: 'finding' }
          : query.isError
            ? { state: 'problem', message: errorMessage(query.error, text('admin.find.failed')) }
            : query.data
              ? { state: 'found', booking: query.data }
              : { state: 'finding' };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.trim();
    // The same reference again is asked again: the booking may have changed since.
    if (typed && typed === asked) void query.refetch();
    else setAsked(typed);
  };

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text('admin.find.title')}</h2>
      <Form onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-reference`}>{text('admin.find.reference')}</label>
          <input
            id={`${id}-reference`}
            name="reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder="CS-7KQ2M9"
            autoComplete="off"
            maxLength={20}
            aria-describedby={lookup.state === 'problem' ? `${id}-problem` : undefined}
            aria-invalid={lookup.state === 'problem'}
          />
        </div>
        <Button type="submit" disabled={lookup.state === 'finding'} aria-busy={lookup.state === 'finding'}>
          {text(lookup.state === 'finding' ? 'admin.find.finding' : 'admin.find.submit')}
        </Button>
      </Form>
      <div aria-live="polite">
        {lookup.state === 'problem' && <Problem id={`${id}-problem`}>{lookup.message}</Problem>}
        {lookup.state === 'found' && <BookingFound booking={lookup.booking} />}
      </div>
    </Section>
  );
}
