import styled from 'styled-components';
import { Button } from '@ceylon/shared';
import type { StayDates } from '../api/nearest-dates';

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
  return (
    <Offer>
      Nothing free on these dates. The nearest stay with rooms:
      <Button type="button" $tone="ghost" onClick={() => onChoose(dates)}>
        {dates.checkIn} to {dates.checkOut}
      </Button>
    </Offer>
  );
}
