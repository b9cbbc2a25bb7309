import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  below,
  Button,
  ButtonLink,
  formatUsd,
  todayInColombo,
  useAvailability,
  useShownCurrency,
  type Hotel,
  type NightAvailability,
} from '@ceylon/shared';
import { DateRangeField } from '@ceylon/shared/date-range';
import { AVAILABILITY_NIGHTS, guestChoices, roomChoices, stayFigures, type BookingValues } from '../booking-draft';
import { useBookingForm } from '../hooks/use-booking-form';
import { usePromotionCode } from '../hooks/use-promotion-code';
import { PolicyBox } from './policy-box';
import { PromotionCodeField } from './promotion-code-field';
import { StaySummary } from './stay-summary';
import { FormField } from '../../../components/form-field';
import { useCustomerText } from '../../../texts';

const Layout = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 2rem;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  align-content: start;
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 0.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 10rem;
  }
`;

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Until the availability arrives: the hotel's price for every night. */
const NO_NIGHTS: readonly NightAvailability[] = [];

/** Under the summary when prices are also shown in another currency: what is charged, in dollars. */
const ChargedNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fdecea' : '#e8f5ec')};
  font-weight: 600;
`;

interface Props {
  hotel: Hotel;
  initial: BookingValues;
}

/** Dates, guests, the live summary and Confirm Booking (docs/product.md §2.4, §5). */
export function BookingForm({ hotel, initial }: Props) {
  const text = useCustomerText();
  const today = todayInColombo();
  const availability = useAvailability(hotel.id, today, AVAILABILITY_NIGHTS);
  const listed = availability.status === 'ready' ? availability.nights : NO_NIGHTS;
  const { values, change, submit, phase, error } = useBookingForm(hotel, initial, listed);
  const promotion = usePromotionCode(hotel.id, values);
  const figures = stayFigures(values, hotel.price, listed, hotel.charges);
  const { nights, lowest, highest } = figures;
  // With a code applied, the server's lines for this stay: the discount before Confirm (decision 0032).
  const lines = promotion.applied?.lines ?? figures.lines;
  const shownCurrency = useShownCurrency();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(promotion.applied);
  };

  return (
    <Layout noValidate onSubmit={onSubmit} aria-label={text('customer.booking.formLabel', { hotel: hotel.title })}>
      <Fields>
        <DateRangeField
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          onChange={change}
          labels={{ checkIn: text('customer.booking.checkInDate'), checkOut: text('customer.booking.checkOutDate') }}
          field={FormField}
          today={today}
          availability={availability.status === 'ready' ? availability.nights : undefined}
          rooms={values.rooms}
          showRooms
          wideButton
        />
        {availability.status === 'failed' && <Note role="status">{text('customer.booking.nightsUnknown')}</Note>}
        <FormField>
          {text('customer.guests')}
          <select value={values.guests} onChange={(event) => change({ guests: Number(event.target.value) })}>
            {guestChoices(values.guests).map((count) => (
              <option key={count} value={count}>
                {text('customer.guestCount', { count })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField>
          {text('customer.rooms')}
          <select value={values.rooms} onChange={(event) => change({ rooms: Number(event.target.value) })}>
            {roomChoices(hotel.rooms, values.rooms).map((count) => (
              <option key={count} value={count}>
                {text('customer.roomCount', { count })}
              </option>
            ))}
          </select>
        </FormField>
        <PromotionCodeField
          code={promotion.code}
          onEdit={promotion.edit}
          onApply={promotion.apply}
          applied={promotion.applied}
          problem={promotion.problem}
          checking={promotion.checking}
          disabled={phase !== 'editing' || nights === 0}
        />
        {error && (
          <Message role="alert" $tone="danger">
            {error}
          </Message>
        )}
        {phase === 'created' && (
          <Message role="status" $tone="success">
            {text('customer.booking.created')}
          </Message>
        )}
      </Fields>
      <Side>
        <StaySummary lowest={lowest} highest={highest} nights={nights} guests={values.guests} rooms={values.rooms} lines={lines} />
        {shownCurrency !== 'USD' && nights > 0 && (
          <ChargedNote>{text('customer.booking.chargedInDollars', { total: formatUsd(lines.total) })}</ChargedNote>
        )}
        <Actions>
          <Button type="submit" disabled={phase !== 'editing'} aria-busy={phase === 'sending'}>
            {text(phase === 'sending' ? 'customer.booking.sending' : 'customer.booking.confirm')}
          </Button>
          <ButtonLink to={`/hotels/${encodeURIComponent(hotel.id)}`} $tone="ghost">
            {text('customer.cancel')}
          </ButtonLink>
        </Actions>
        <PolicyBox />
      </Side>
    </Layout>
  );
}
