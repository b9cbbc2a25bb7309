import styled from 'styled-components';
import { formatUsd } from '@ceylon/shared';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  /* No gap between the columns, so the rule above the total runs unbroken across both. */
  gap: 0.5rem 0;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-weight: 600;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: 0.6rem;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface Props {
  pricePerNight: number;
  nights: number;
  guests: number;
  total: number;
}

/** The live summary: rate, nights, guests and total as the form is filled in. */
export function StaySummary({ pricePerNight, nights, guests, total }: Props) {
  return (
    <section aria-labelledby="stay-summary-title">
      <h3 id="stay-summary-title">Booking summary</h3>
      <List aria-live="polite">
        <dt>Rate</dt>
        <dd>{formatUsd(pricePerNight)} / night</dd>
        <dt>Nights</dt>
        <dd>{nights}</dd>
        <dt>Guests</dt>
        <dd>{guests}</dd>
        <dt>Total</dt>
        <dd data-testid="stay-total">{formatUsd(total)}</dd>
      </List>
    </section>
  );
}
