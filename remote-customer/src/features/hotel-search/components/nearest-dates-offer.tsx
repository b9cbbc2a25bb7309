import styled from 'styled-components';
import { Button } from '@ceylon/shared';
import type { StayDates } from '../api/nearest-dates';
import { useCustomerText } from '../../../texts';

const Offer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin: 1rem 0 0;
`;

/** Nothing is free on the dates chosen: the nearest stay of the same length that has rooms. */
export function NearestDatesOffer({ dates, onChoose }: { dates: StayDates; onChoose: (dates: StayDates) => void }) {
  const text = useCustomerText();
  return (
    <Offer>
      {text('customer.nearest.offer')}
      <Button type="button" $tone="ghost" onClick={() => onChoose(dates)}>
        {text('customer.stayDates', { checkIn: dates.checkIn, checkOut: dates.checkOut })}
      </Button>
    </Offer>
  );
}
