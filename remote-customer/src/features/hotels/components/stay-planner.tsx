import { useState } from 'react';
import styled from 'styled-components';
import {
  addDays,
  below,
  bookingPath,
  ButtonLink,
  formatUsd,
  hasPriceLines,
  PriceLines,
  todayInColombo,
  Trans,
  useAvailability,
  type Hotel,
} from '@ceylon/shared';
import type { StayDates } from '@ceylon/shared/date-range';
import { StayCalendar } from '@ceylon/shared/stay-calendar';
import { GUEST_COUNTS, planFigures, PLANNER_NIGHTS, roomCounts, type StayPlan } from '../stay-plan';
import { FormField } from '../../../components/form-field';
import { useCustomerText } from '../../../texts';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem 2rem;
  margin-top: 2rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
  }
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${below('phone')} {
    padding: 1rem;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

/** Guests and rooms side by side in equal halves while their widest choice fits (Tamil's may not at a phone's width: then one under the other). */
const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  > * {
    flex: 1 1 7rem;
  }
`;

const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.muted)};
  font-weight: ${({ $tone }) => ($tone ? 600 : 400)};
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.1rem;
  strong {
    font-size: 1.5rem;
  }
`;

/** The room charge, the hotel's taxes and charges and the total, under the room charge's sum. */
const Lines = styled.div`
  margin-top: 0.75rem;
  dt:last-of-type,
  dd:last-of-type {
    font-size: 1.15rem;
  }
`;

const BookLink = styled(ButtonLink)`
  justify-self: start;
`;

/**
 * The hotel page's calendar of the next 90 nights (free, full and rooms left), guests and rooms,
 * the chosen stay's price (the room charge, then its taxes and charges and the total when the hotel
 * has any, as the booking form shows them) and Book Now carrying the stay to the booking form. If the nights cannot
 * be loaded the calendar still chooses dates; the booking form and the API check the rooms.
 */
export function StayPlanner({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  const today = todayInColombo();
  const availability = useAvailability(hotel.id, today, PLANNER_NIGHTS);
  const nights = availability.status === 'ready' ? availability.nights : undefined;
  const [plan, setPlan] = useState<StayPlan>({ checkIn: '', checkOut: '', guests: 1, rooms: 1 });
  const figures = planFigures(plan, hotel.price, nights, hotel.charges);
  const change = (patch: Partial<StayPlan>) => setPlan((current) => ({ ...current, ...patch }));
  const bookable = figures?.fits === true && !figures.tooShort;
  const carried = bookable ? { checkIn: plan.checkIn, checkOut: plan.checkOut } : {};

  return (
    <Section aria-labelledby="stay-dates-title">
      <h2 id="stay-dates-title">{text('customer.planner.title')}</h2>
      <div>
        {availability.status === 'loading' && <Note role="status">{text('customer.planner.loading')}</Note>}
        {availability.status === 'failed' && (
          <Note role="alert" $tone="danger">
            {text('customer.planner.failed')}
          </Note>
        )}
        <StayCalendar
          checkIn={plan.checkIn}
          checkOut={plan.checkOut}
          onChange={(stay: StayDates) => change(stay)}
          today={today}
          lastDate={addDays(today, PLANNER_NIGHTS)}
          availability={nights}
          rooms={plan.rooms}
          numberOfMonths={2}
          showRooms
        />
      </div>
      <Side>
        <Counts>
          <FormField>
            {text('customer.guests')}
            <select value={plan.guests} onChange={(event) => change({ guests: Number(event.target.value) })}>
              {GUEST_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {text('customer.guestCount', { count })}
                </option>
              ))}
            </select>
          </FormField>
          <FormField>
            {text('customer.rooms')}
            <select value={plan.rooms} onChange={(event) => change({ rooms: Number(event.target.value) })}>
              {roomCounts(hotel.rooms).map((count) => (
                <option key={count} value={count}>
                  {text('customer.roomCount', { count })}
                </option>
              ))}
            </select>
          </FormField>
        </Counts>
        <div aria-live="polite">
          {!figures && <Note>{text('customer.planner.choose')}</Note>}
          {figures?.fits === false && <Note $tone="danger">{text('customer.planner.full', { rooms: plan.rooms })}</Note>}
          {figures?.fits && figures.tooShort && (
            <Note $tone="danger" role="alert">
              {figures.tooShort}
            </Note>
          )}
          {bookable && (
            <Price data-testid="stay-price">
              <Trans
                id={figures.lowest === figures.highest ? 'customer.planner.priceOneRate' : 'customer.planner.priceRates'}
                values={{
                  nights: figures.nights,
                  rate: formatUsd(figures.lowest),
                  lowest: formatUsd(figures.lowest),
                  highest: formatUsd(figures.highest),
                  guests: plan.guests,
                  total: formatUsd(figures.lines.roomCharge),
                }}
                components={{ 0: <strong /> }}
              />
            </Price>
          )}
          {bookable && hasPriceLines(figures.lines) && (
            <Lines>
              <PriceLines lines={figures.lines} totalTestId="stay-grand-total" />
            </Lines>
          )}
        </div>
        <BookLink
          to={bookingPath(hotel.id, { ...carried, guests: String(plan.guests), rooms: plan.rooms > 1 ? String(plan.rooms) : undefined })}
          $size="large"
        >
          {text('customer.bookNow')}
        </BookLink>
      </Side>
    </Section>
  );
}
